/**
 * Where the sentences of an answer stand in its text, so that validators can patch sentences
 * without losing the answer's layout (paragraphs, lists, line breaks).
 */
package io.ragguard.validation.text;
