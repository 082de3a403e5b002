package io.ragguard.tone.boundary;

import io.ragguard.settings.boundary.TenantOverride;
import io.ragguard.tone.control.BuiltInStyles;
import io.ragguard.tone.control.ToneRules;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.List;

/**
 * Aligns an answer to the tone style in force when {@code enable.tone.align} is on: {@code tone.style},
 * or a tenant's own {@code tenant.<id>.tone.style}. The styles are {@link BuiltInStyles}.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Tone {

    static final String STYLE = "tone.style";

    @Inject
    @ConfigProperty(name = "enable.tone.align", defaultValue = "true")
    Provider<Boolean> enabled;

    @Inject
    Config config;

    public boolean enabled() {
        return enabled.get();
    }

    /** The style in force for a tenant (null: the global one). */
    public ToneStyle style(String tenant) {
        String name = (tenant == null ? java.util.Optional.<String>empty()
                : config.getOptionalValue(TenantOverride.name(tenant, STYLE), String.class).filter(v -> !v.isBlank()))
                .or(() -> config.getOptionalValue(STYLE, String.class))
                .orElse(BuiltInStyles.NEUTRAL.name());
        return BuiltInStyles.named(name).orElseThrow(() -> new IllegalStateException("unknown tone style " + name));
    }

    /** Every style an admin may choose. */
    public List<ToneStyle> styles() {
        return BuiltInStyles.ALL;
    }

    /** What the tenant's style asks of a model, for its system prompt; empty when tone alignment is off. */
    public String guidance(String tenant) {
        return enabled() ? style(tenant).guidance() : "";
    }

    /** The answer (or one streamed sentence) in the tenant's style; as it is when tone alignment is off. */
    public String align(String tenant, String answer) {
        return enabled() ? ToneRules.apply(style(tenant), answer) : answer;
    }

    /** A sample answer in a style, whatever is in force: the console's preview. */
    public String preview(ToneStyle style, String answer) {
        return ToneRules.apply(style, answer);
    }
}
