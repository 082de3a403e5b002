/**
 * The answer-relevancy validator: the answer must be about the question, measured as the cosine of
 * their sentence embeddings; an off-topic answer is served but flagged.
 */
package io.ragguard.validation.relevancy;
