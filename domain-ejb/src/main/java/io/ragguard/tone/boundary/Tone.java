package io.ragguard.tone.boundary;

import io.ragguard.tone.control.NeutralTone;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** Aligns an answer to the configured tone style when {@code enable.tone.align} is on. */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Tone {

    @Inject
    @ConfigProperty(name = "enable.tone.align", defaultValue = "true")
    Provider<Boolean> enabled;

    @Inject
    @ConfigProperty(name = "tone.style", defaultValue = "neutral")
    Provider<String> style;

    public boolean enabled() {
        return enabled.get();
    }

    /** What the tone style asks of a model, for its system prompt; empty when tone alignment is off. */
    public String guidance() {
        return enabled() ? NeutralTone.GUIDANCE : "";
    }

    public String align(String answer) {
        if (!enabled()) {
            return answer;
        }
        String wanted = style.get();
        if (!"neutral".equalsIgnoreCase(wanted)) {
            throw new IllegalStateException("unknown tone style " + wanted);
        }
        return NeutralTone.apply(answer);
    }
}
