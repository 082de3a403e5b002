/**
 * Plain-text analysis shared by generation and validation: sentences, words and their
 * content-bearing subset, and citation markers such as {@code [2]}.
 */
package io.ragguard.text;
