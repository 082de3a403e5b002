package io.ragguard.console.validators;

import io.ragguard.settings.boundary.SettingView;
import io.ragguard.validation.spi.Descriptor;
import io.ragguard.verdict.ScoreDirection;
import io.ragguard.verdict.ValidatorScore;

import java.io.Serializable;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * What a validator is, in words, as its row shows it: what it checks and how it repairs what it finds (from
 * its own descriptor), which way its score counts and its threshold (from {@link ValidatorScore} and the
 * settings), and how its runs ended over the last 24 hours.
 */
public record ValidatorFacts(String checks, String repairs, String direction, String threshold, RunShares last24h)
        implements Serializable {

    static final String NOT_STATED = "not stated";

    /**
     * The facts of one validator: {@code descriptor} is null for a validator whose descriptor is not at hand, and
     * {@code settings} are the live ones by name.
     */
    static ValidatorFacts of(String name, Descriptor descriptor, Map<String, SettingView> settings, RunShares runs) {
        Optional<ValidatorScore> score = ValidatorScore.of(name);
        return new ValidatorFacts(descriptor == null ? null : sentence(descriptor.checks()),
                descriptor == null || descriptor.patches() == null ? null : sentence(descriptor.patches()),
                score.map(s -> s.direction().words()).orElse(NOT_STATED),
                threshold(name, score, settings), runs);
    }

    /** A descriptor's phrase as a sentence: its first letter in upper case, a full stop at its end. */
    static String sentence(String phrase) {
        String text = phrase.strip();
        if (text.isEmpty()) {
            return text;
        }
        text = text.substring(0, 1).toUpperCase(Locale.ROOT) + text.substring(1);
        return text.endsWith(".") ? text : text + ".";
    }

    /**
     * The threshold in words: the value of the setting that holds it (with the setting's short name when it is
     * not {@code threshold}), a fixed one, or none.
     */
    private static String threshold(String name, Optional<ValidatorScore> score, Map<String, SettingView> settings) {
        if (score.isEmpty()) {
            SettingView own = settings.get("validator." + name + ".threshold");
            return own == null ? "none" : shown(own);
        }
        ValidatorScore s = score.get();
        if (s.direction() == ScoreDirection.NO_THRESHOLD) {
            return "none";
        }
        if (s.setting() != null) {
            SettingView setting = settings.get(s.settingName());
            String value = setting == null ? NOT_STATED : shown(setting);
            return "threshold".equals(s.setting()) ? value : value + " (" + s.setting() + ")";
        }
        return number(s.fixed()) + " (fixed)";
    }

    /** A setting's value; one without a value in any configuration has the one built into the validator. */
    private static String shown(SettingView setting) {
        return setting.value() == null ? "built in" : setting.value();
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
