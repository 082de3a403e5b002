package io.ragguard.verdict;

/**
 * Which way a validator's score counts against its threshold: higher scores pass (a share of supported
 * sentences, a similarity to the question), lower ones pass (a similarity to a denied topic, a length in
 * tokens), or there is no threshold and the validator fails on what it finds (personal data, a rival's term).
 */
public enum ScoreDirection {
    HIGHER_PASSES("higher is better: fails below the threshold"),
    LOWER_PASSES("lower is better: fails above the threshold"),
    NO_THRESHOLD("no threshold: fails on what it finds");

    private final String words;

    ScoreDirection(String words) {
        this.words = words;
    }

    /** The direction in words, as the console and the API say it. */
    public String words() {
        return words;
    }
}
