package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;

/**
 * One sentence of a passage with its character offsets into {@link Evidence#text()} ({@code start}
 * inclusive, {@code end} exclusive) and its unit embedding.
 */
public record EvidenceSentence(Evidence evidence, String text, int start, int end, float[] vector) {
}
