package io.ragguard.console.settings;

import io.ragguard.settings.boundary.TenantOverride;

import java.io.Serializable;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The part of the guard a setting belongs to, from its name, in the order a question meets them: retrieval,
 * generation (the model), the validation chain, each validator (its switch, threshold and other settings), tone,
 * chat and conversations, security, recording and review, and the rest. A tenant's own value belongs where the
 * setting it overrides does.
 */
public record SettingArea(int rank, String title) implements Serializable {

    static final SettingArea RETRIEVAL = new SettingArea(0, "Retrieval");
    static final SettingArea GENERATION = new SettingArea(1, "Generation (model)");
    static final SettingArea VALIDATION = new SettingArea(2, "Validation chain");
    static final int VALIDATOR = 3;
    static final SettingArea TONE = new SettingArea(4, "Tone");
    static final SettingArea CHAT = new SettingArea(5, "Chat and conversations");
    static final SettingArea SECURITY = new SettingArea(6, "Security");
    static final SettingArea RECORDING = new SettingArea(7, "Recording, retention and review");
    static final SettingArea OTHER = new SettingArea(8, "Other");

    /** The areas in the order the page shows them; the validators' by name. */
    static final Comparator<SettingArea> ORDER = Comparator.comparingInt(SettingArea::rank)
            .thenComparing(SettingArea::title);

    private static final String VALIDATOR_PREFIX = "validator.";
    private static final String ENABLED = ".enabled";

    private static final List<Prefixes> PREFIXES = List.of(
            new Prefixes(RETRIEVAL, "retrieval."),
            new Prefixes(GENERATION, "llm.", "generation."),
            new Prefixes(VALIDATION, "enable.validators", "validation.", "validator."),
            new Prefixes(TONE, "tone.", "enable.tone."),
            new Prefixes(CHAT, "chat.", "conversation.", "validate."),
            new Prefixes(SECURITY, "login.", "keys.", "key.", "security.", "auth."),
            new Prefixes(RECORDING, "recording.", "review.", "retention."));

    private record Prefixes(SettingArea area, String... names) {
    }

    /** The area of one validator's settings: {@code Validator: faithfulness}. */
    static SettingArea validator(String name) {
        return new SettingArea(VALIDATOR, "Validator: " + name);
    }

    /**
     * The area of a setting, given the validators (those with a switch, {@code validator.<name>.enabled}):
     * {@code validator.<name>.*} of a validator is that validator's, other {@code validator.*} settings (the
     * grounding judge, the cross-encoder) are the chain's.
     */
    static SettingArea of(String setting, Set<String> validators) {
        String name = TenantOverride.parse(setting).map(TenantOverride::setting).orElse(setting);
        if (name.startsWith(VALIDATOR_PREFIX)) {
            String rest = name.substring(VALIDATOR_PREFIX.length());
            int dot = rest.indexOf('.');
            if (dot > 0 && validators.contains(rest.substring(0, dot))) {
                return validator(rest.substring(0, dot));
            }
        }
        for (Prefixes prefixes : PREFIXES) {
            for (String prefix : prefixes.names()) {
                if (name.startsWith(prefix)) {
                    return prefixes.area();
                }
            }
        }
        return OTHER;
    }

    /** The validators the settings name with a switch of their own, {@code validator.<name>.enabled}. */
    static Set<String> validators(List<String> settings) {
        return Set.copyOf(settings.stream()
                .filter(n -> n.startsWith(VALIDATOR_PREFIX) && n.endsWith(ENABLED)
                        && n.length() > VALIDATOR_PREFIX.length() + ENABLED.length())
                .map(n -> n.substring(VALIDATOR_PREFIX.length(), n.length() - ENABLED.length()))
                .filter(v -> !v.contains("."))
                .toList());
    }
}
