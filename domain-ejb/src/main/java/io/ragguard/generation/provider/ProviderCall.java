package io.ragguard.generation.provider;

import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * One call to a provider: where it answers ({@code baseUrl}, including its version path, e.g.
 * {@code https://api.openai.com/v1}), the model, the key (null for a local server that needs none),
 * how long to wait for the first byte and for any pause in a stream ({@code timeout}), the longest
 * answer and the temperature to ask for, the system message and the conversation to complete (user
 * and assistant messages, ending with the user's).
 */
public record ProviderCall(URI baseUrl, String model, String apiKey, Duration timeout, int maxTokens,
                           double temperature, String system, List<Message> messages) {

    public ProviderCall {
        Objects.requireNonNull(baseUrl);
        Objects.requireNonNull(model);
        Objects.requireNonNull(timeout);
        messages = List.copyOf(messages);
    }

    /** A message of the conversation: role {@code user} or {@code assistant}. */
    public record Message(String role, String content) {
        public static final String USER = "user";
        public static final String ASSISTANT = "assistant";
    }
}
