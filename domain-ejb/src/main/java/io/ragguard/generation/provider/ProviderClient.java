package io.ragguard.generation.provider;

import java.util.function.Consumer;

/**
 * One provider's wire format. Both calls block the calling thread until the answer is complete and
 * throw a {@link ProviderException} for every way a call can fail, including a reply that cannot be
 * served: malformed JSON, a stream that ends before its end marker, empty content, a content-filter or
 * safety stop. Neither retries: the router does.
 */
public interface ProviderClient {

    /** The {@code llm.provider} value this client serves: {@code openai}, {@code gemini}, {@code anthropic}. */
    String name();

    ProviderReply complete(ProviderCall call);

    /**
     * Streams the answer: each piece of text is handed to {@code text} on the calling thread as it
     * arrives, in order; the reply holds the whole text. A consumer that throws ends the call (its
     * exception is rethrown as it is).
     */
    ProviderReply stream(ProviderCall call, Consumer<String> text);
}
