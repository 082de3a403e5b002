package io.ragguard.validation.grounding;

import io.ragguard.validation.spi.Evidence;

/**
 * One sentence of a passage with its character offsets into {@link Evidence#text()} ({@code start}
 * inclusive, {@code end} exclusive), its unit {@code vector} from the encoder the evidence was split
 * with (word-piece vectors in the server, see {@code TokenVectors}) and, when the passage carries
 * them, the {@code indexed} vector the model gave the sentence at ingest (null otherwise).
 */
public record EvidenceSentence(Evidence evidence, String text, int start, int end, float[] vector, float[] indexed) {
}
