package io.ragguard.answering.boundary;

import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Prompt;

/**
 * A question answered under a draft identity prompt, exactly as the chat would answer it, but neither
 * recorded nor remembered: the reply a user would get, what the model wrote, and the prompt it was given.
 */
public record Preview(Reply reply, Generation generated, Prompt prompt) {
}
