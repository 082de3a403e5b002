package io.ragguard.console.review;

import java.io.Serializable;

/**
 * A run of an evidence passage as the page shows it: its {@code text}; its {@code kind}, the verdict of the
 * worst claim whose span covers it ({@code plain} where none does), which the page shows as the class
 * {@code segment-<kind>}; and {@code claims}, each claim covering it as "verdict: claim", the worst first, one a
 * line (null where none does), which a hover shows.
 */
public record EvidenceRun(String text, String kind, String claims) implements Serializable {

    /** Text no claim cites. */
    public static final String PLAIN = "plain";

    static EvidenceRun plain(String text) {
        return new EvidenceRun(text, PLAIN, null);
    }
}
