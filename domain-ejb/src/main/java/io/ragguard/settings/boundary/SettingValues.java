package io.ragguard.settings.boundary;

import java.util.List;

/**
 * The values a setting may take when another component owns them (the tone styles for
 * {@link SettingType#TONE_STYLE}): that component provides them as a CDI bean, so that settings need not
 * know it.
 */
public interface SettingValues {

    /** The kind of setting whose values these are. */
    SettingType type();

    /** Every value there is now, in order. */
    List<String> names();
}
