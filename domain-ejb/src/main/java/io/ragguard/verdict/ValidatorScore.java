package io.ragguard.verdict;

import java.util.Map;
import java.util.Optional;

/**
 * How a built-in validator's score is judged: its {@link ScoreDirection}, and where its threshold comes from,
 * either its {@code setting} (named relative to {@code validator.<name>.}: {@code threshold}, {@code max-tokens})
 * or a {@code fixed} value the validator holds to (claims: every claim supported); both null when it has none.
 * Said once here, where the console and the API read it, beside the scores the validators record.
 */
public record ValidatorScore(String validator, ScoreDirection direction, String setting, Double fixed) {

    private static final String THRESHOLD = "threshold";

    private static final Map<String, ValidatorScore> BUILT_IN = Map.ofEntries(
            higher("faithfulness", THRESHOLD), higher("evidence-overlap", THRESHOLD),
            higher("answer-relevancy", THRESHOLD), higher("confidence", THRESHOLD),
            higher("citation-required", THRESHOLD), higher("citation-relevance", THRESHOLD),
            Map.entry("claims", new ValidatorScore("claims", ScoreDirection.HIGHER_PASSES, null, 1.0)),
            lower("ethics", THRESHOLD), lower("token-budget", "max-tokens"),
            findings("pii-leakage"), findings("identity-check"), findings("ego-neutrality"),
            findings("terminology"), findings("schema-format"), findings("retrieval-coverage"),
            findings("numeric-units"), findings("language"));

    /** How the validator of this name judges its score; empty for a validator this does not know. */
    public static Optional<ValidatorScore> of(String validator) {
        return Optional.ofNullable(BUILT_IN.get(validator));
    }

    /** The full name of the setting that holds its threshold ({@code validator.faithfulness.threshold}), or null. */
    public String settingName() {
        return setting == null ? null : "validator." + validator + "." + setting;
    }

    private static Map.Entry<String, ValidatorScore> higher(String validator, String setting) {
        return Map.entry(validator, new ValidatorScore(validator, ScoreDirection.HIGHER_PASSES, setting, null));
    }

    private static Map.Entry<String, ValidatorScore> lower(String validator, String setting) {
        return Map.entry(validator, new ValidatorScore(validator, ScoreDirection.LOWER_PASSES, setting, null));
    }

    private static Map.Entry<String, ValidatorScore> findings(String validator) {
        return Map.entry(validator, new ValidatorScore(validator, ScoreDirection.NO_THRESHOLD, null, null));
    }
}
