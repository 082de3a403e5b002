package io.ragguard.generation.provider;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.ReceivedRequest;
import io.ragguard.generation.fake.Wire;
import io.ragguard.generation.provider.ProviderException.Kind;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.StringReader;

import static io.ragguard.generation.provider.Conversation.KEY;
import static io.ragguard.generation.provider.Conversation.QUESTION;
import static io.ragguard.generation.provider.Conversation.SYSTEM;
import static io.ragguard.generation.provider.Conversation.TIMEOUT;
import static io.ragguard.generation.provider.Conversation.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

class GeminiClientTest {

    private final FakeProvider fake = FakeProvider.start(Wire.GEMINI).expectKey(KEY);
    private final GeminiClient client = (GeminiClient) Conversation.open(Wire.GEMINI);

    @AfterEach
    void stop() {
        fake.close();
        client.close();
    }

    @Test
    void sendsTheKeyInItsHeaderTheSystemMessageAsInstructionAndTheAssistantAsModel() {
        client.complete(Conversation.call(fake.baseUrl(), "models/gemini-test", KEY, TIMEOUT, Conversation.FOLLOW_UP));

        ReceivedRequest request = fake.lastRequest();
        assertThat(request.path()).isEqualTo("/v1beta/models/gemini-test:generateContent");
        assertThat(request.query()).isNull();
        assertThat(request.header("x-goog-api-key")).isEqualTo(KEY);
        JsonObject body = request.body();
        assertThat(body.getJsonObject("systemInstruction").getJsonArray("parts").getJsonObject(0).getString("text"))
                .isEqualTo(SYSTEM);
        assertThat(body.getJsonArray("contents").getValuesAs(JsonObject.class))
                .extracting(c -> c.getString("role"), c -> c.getJsonArray("parts").getJsonObject(0).getString("text"))
                .containsExactly(tuple("user", "What is a member?"), tuple("model", "Someone who joined [1]."),
                        tuple("user", QUESTION));
        JsonObject config = body.getJsonObject("generationConfig");
        assertThat(config.getInt("maxOutputTokens")).isEqualTo(512);
        assertThat(config.getJsonNumber("temperature").doubleValue()).isEqualTo(0.2);
    }

    @Test
    void streamsFromStreamGenerateContentAsServerSentEvents() {
        client.stream(call(fake.baseUrl(), "gemini-test", TIMEOUT), piece -> {
        });

        assertThat(fake.lastRequest().path()).isEqualTo("/v1beta/models/gemini-test:streamGenerateContent");
        assertThat(fake.lastRequest().query()).isEqualTo("alt=sse");
    }

    @Test
    void takesABlockedPromptForAContentFilter() {
        PartialReply reply = new PartialReply(GeminiClient.NAME);

        boolean end = client.readEvent(call(fake.baseUrl(), "gemini-test", TIMEOUT), new ServerSentEvents.Event("message", """
                {"promptFeedback": {"blockReason": "PROHIBITED_CONTENT"},
                 "usageMetadata": {"promptTokenCount": 12, "totalTokenCount": 12}}"""), reply);

        assertThat(end).isTrue();
        assertThatThrownBy(reply::complete).isInstanceOfSatisfying(ProviderException.class,
                e -> assertThat(e.kind()).isEqualTo(Kind.CONTENT_FILTER));
    }

    @Test
    void leavesThoughtsOutOfTheAnswer() {
        PartialReply reply = new PartialReply(GeminiClient.NAME);

        client.readReply(json("""
                {"candidates": [{"content": {"role": "model", "parts": [
                    {"text": "Let me think.", "thought": true}, {"text": "Members get 60 days [1]."}]},
                  "finishReason": "STOP"}],
                 "usageMetadata": {"promptTokenCount": 12, "candidatesTokenCount": 6, "totalTokenCount": 18}}"""), reply);

        assertThat(reply.complete()).isEqualTo(new ProviderReply("Members get 60 days [1].", 12, 6, "STOP"));
    }

    private static JsonObject json(String text) {
        return Json.createReader(new StringReader(text)).readObject();
    }
}
