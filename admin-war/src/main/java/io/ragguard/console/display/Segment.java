package io.ragguard.console.display;

import java.io.Serializable;

/**
 * A run of text and how to show it: in a diff {@code same}, {@code removed} or {@code added}; in
 * evidence the verdict of the claim whose span it is (faithfulness's {@code supported},
 * {@code unsupported}, {@code contradicted}; the claims validator's {@code Supported}, {@code Contradictory},
 * {@code Insufficient}), or {@code plain}. The page gives it the class {@code segment-<kind>}.
 */
public record Segment(String text, String kind) implements Serializable {
}
