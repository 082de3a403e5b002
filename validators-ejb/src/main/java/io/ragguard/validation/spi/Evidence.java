package io.ragguard.validation.spi;

/**
 * One retrieved passage the answer may cite: {@code number} is its 1-based citation marker
 * ({@code [1]}, {@code [2]}, ...), {@code score} its retrieval similarity in [0, 1].
 */
public record Evidence(int number, String id, String title, String text, double score) {
}
