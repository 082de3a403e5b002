package io.ragguard.tone.boundary;

import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingValues;
import io.ragguard.tone.control.ToneStyleSync;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/** The names of every tone style there is, built in or created: the values {@code tone.style} may take. */
@ApplicationScoped
public class ToneStyleNames implements SettingValues {

    @Inject
    ToneStyleSync styles;

    @Override
    public SettingType type() {
        return SettingType.TONE_STYLE;
    }

    @Override
    public List<String> names() {
        return styles.all().stream().map(ToneStyle::name).toList();
    }
}
