package io.ragguard.generation.fake;

/** The wire format a {@link FakeProvider} speaks. */
public enum Wire {
    /** OpenAI Chat Completions, at {@code /v1} (and Azure OpenAI's deployment paths). */
    OPENAI(new OpenAiWire()),
    /** Gemini {@code generateContent} and {@code streamGenerateContent?alt=sse}, at {@code /v1beta}. */
    GEMINI(new GeminiWire()),
    /** Anthropic Messages, at {@code /v1}. */
    ANTHROPIC(new AnthropicWire());

    private final WireFormat format;

    Wire(WireFormat format) {
        this.format = format;
    }

    WireFormat format() {
        return format;
    }
}
