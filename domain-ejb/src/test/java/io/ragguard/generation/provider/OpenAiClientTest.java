package io.ragguard.generation.provider;

import io.ragguard.generation.fake.FakeProvider;
import io.ragguard.generation.fake.ReceivedRequest;
import io.ragguard.generation.fake.Wire;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.net.URI;

import static io.ragguard.generation.provider.Conversation.ANSWER;
import static io.ragguard.generation.provider.Conversation.KEY;
import static io.ragguard.generation.provider.Conversation.QUESTION;
import static io.ragguard.generation.provider.Conversation.SYSTEM;
import static io.ragguard.generation.provider.Conversation.TIMEOUT;
import static io.ragguard.generation.provider.Conversation.call;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class OpenAiClientTest {

    private final FakeProvider fake = FakeProvider.start(Wire.OPENAI).expectKey(KEY);
    private final OpenAiClient client = (OpenAiClient) Conversation.open(Wire.OPENAI);

    @AfterEach
    void stop() {
        fake.close();
        client.close();
    }

    @Test
    void sendsTheKeyAsABearerTokenAndTheSystemMessageFirst() {
        client.complete(Conversation.call(fake.baseUrl(), "gpt-test", KEY, TIMEOUT, Conversation.FOLLOW_UP));

        ReceivedRequest request = fake.lastRequest();
        assertThat(request.path()).isEqualTo("/v1/chat/completions");
        assertThat(request.header("Authorization")).isEqualTo("Bearer " + KEY);
        assertThat(request.header("api-key")).isNull();
        assertThat(request.header("Content-Type")).isEqualTo("application/json");
        JsonObject body = request.body();
        assertThat(body.getString("model")).isEqualTo("gpt-test");
        assertThat(body.getJsonArray("messages").getValuesAs(JsonObject.class))
                .extracting(m -> m.getString("role"), m -> m.getString("content"))
                .containsExactly(tuple("system", SYSTEM),
                        tuple("user", "What is a member?"),
                        tuple("assistant", "Someone who joined [1]."),
                        tuple("user", QUESTION));
        assertThat(body.getInt("max_tokens")).isEqualTo(512);
        assertThat(body.getJsonNumber("temperature").doubleValue()).isEqualTo(0.2);
        assertThat(body.getBoolean("stream")).isFalse();
        assertThat(body.containsKey("stream_options")).isFalse();
    }

    @Test
    void asksAStreamForItsUsageAndReadsIt() {
        ProviderReply reply = client.stream(call(fake.baseUrl(), "gpt-test", TIMEOUT), piece -> {
        });

        JsonObject body = fake.lastRequest().body();
        assertThat(body.getBoolean("stream")).isTrue();
        assertThat(body.getJsonObject("stream_options").getBoolean("include_usage")).isTrue();
        assertThat(reply.tokensIn()).isPositive();
        assertThat(reply.tokensOut()).isPositive();
    }

    @Test
    void sendsTheKeyOfAzureOpenAiAsApiKeyToTheDeploymentKeepingTheApiVersion() {
        URI azure = fake.azureBaseUrl("my-deployment");

        ProviderReply plain = client.complete(call(azure, "gpt-4o", TIMEOUT));
        ReceivedRequest request = fake.lastRequest();
        ProviderReply streamed = client.stream(call(azure, "gpt-4o", TIMEOUT), piece -> {
        });

        assertThat(plain.text()).isEqualTo(ANSWER);
        assertThat(request.path()).isEqualTo("/openai/deployments/my-deployment/chat/completions");
        assertThat(request.query()).isEqualTo("api-version=2024-10-21");
        assertThat(request.header("api-key")).isEqualTo(KEY);
        assertThat(request.header("Authorization")).isNull();
        assertThat(streamed.text()).isEqualTo(ANSWER);
        assertThat(fake.lastRequest().body().containsKey("stream_options"))
                .as("older Azure API versions refuse stream_options").isFalse();
        assertThat(streamed.tokensIn()).as("no usage without stream_options").isEqualTo(-1);
    }

    @Test
    void sendsNoAuthorizationWithoutAKey() {
        fake.expectKey(null);

        client.complete(Conversation.call(fake.baseUrl(), "local-model", null, TIMEOUT, Conversation.QUESTION_ONLY));

        assertThat(fake.lastRequest().header("Authorization")).isNull();
    }

    @Test
    void appendsItsPathToTheBaseUrlAndKeepsTheBaseUrlsQuery() {
        assertThat(ProviderHttp.endpoint(URI.create("https://x.openai.azure.com/openai/deployments/d/?api-version=1"),
                "/chat/completions", null))
                .hasToString("https://x.openai.azure.com/openai/deployments/d/chat/completions?api-version=1");
        assertThat(ProviderHttp.endpoint(URI.create("http://localhost:11434/v1"), "/chat/completions", null))
                .hasToString("http://localhost:11434/v1/chat/completions");
        assertThat(OpenAiClient.azure(URI.create("https://api.openai.com/v1"))).isFalse();
    }
}
