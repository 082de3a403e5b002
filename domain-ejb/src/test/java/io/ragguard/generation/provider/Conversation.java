package io.ragguard.generation.provider;

import io.ragguard.generation.fake.Wire;
import io.ragguard.generation.provider.ProviderCall.Message;

import java.net.URI;
import java.time.Duration;
import java.util.List;

/**
 * The prompt the provider tests send, in the router's format, the answer the fake gives to it, and the
 * clients to send it with, one per wire format.
 */
final class Conversation {

    static final String KEY = "sk-test-0123456789";
    static final String SYSTEM = "Answer only from the sources and cite them as [n].";
    static final String QUESTION = """
            Sources:
            [1] Membership
            Members get 60 days to return an item. Returns need a receipt.

            [2] Shipping
            Orders ship within two business days. Express shipping costs extra.

            Question: How many days do members get to return an item?""";
    static final String ANSWER = "Members get 60 days to return an item [1]. Orders ship within two business days [2].";

    static final List<Message> QUESTION_ONLY = List.of(new Message(Message.USER, QUESTION));
    /** The question after an earlier turn of the conversation. */
    static final List<Message> FOLLOW_UP = List.of(new Message(Message.USER, "What is a member?"),
            new Message(Message.ASSISTANT, "Someone who joined [1]."), new Message(Message.USER, QUESTION));
    static final Duration TIMEOUT = Duration.ofSeconds(5);

    private Conversation() {
    }

    static ProviderCall call(URI baseUrl, String model, Duration timeout) {
        return call(baseUrl, model, KEY, timeout, QUESTION_ONLY);
    }

    static ProviderCall call(URI baseUrl, String model, String key, Duration timeout, List<Message> messages) {
        return new ProviderCall(baseUrl, model, key, timeout, 512, 0.2, SYSTEM, messages);
    }

    /** A client of the wire format, opened as the container would; close it with {@link HttpProviderClient#close()}. */
    static HttpProviderClient open(Wire wire) {
        HttpProviderClient client = switch (wire) {
            case OPENAI -> new OpenAiClient();
            case GEMINI -> new GeminiClient();
            case ANTHROPIC -> new AnthropicClient();
        };
        client.open();
        return client;
    }
}
