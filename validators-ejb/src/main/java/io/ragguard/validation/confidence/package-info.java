/**
 * The confidence validator: without reliable context the answer is replaced by an honest
 * "I don't know", so the assistant never guesses.
 */
package io.ragguard.validation.confidence;
