package io.ragguard.openai.control;

import io.ragguard.request.InvalidRequestException;
import io.ragguard.answering.boundary.Question;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.integration.boundary.KeyView;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.StringReader;
import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CompletionRequestTest {

    private static JsonObject json(String text) {
        try (var reader = Json.createReader(new StringReader(text.replace('\'', '"')))) {
            return reader.readObject();
        }
    }

    @Test
    void theLastUserMessageIsTheQuestionTheTurnsBeforeItTheHistoryAndSystemMessagesTheInstructions() {
        CompletionRequest request = CompletionRequest.of(json("""
                {'model': 'northwind/gpt-4o-mini', 'stream': true, 'temperature': 0.2,
                 'stream_options': {'include_usage': true},
                 'messages': [
                   {'role': 'system', 'content': 'Be brief.'},
                   {'role': 'user', 'content': 'Tell me about express shipping.'},
                   {'role': 'assistant', 'content': 'Express shipping takes two days [1].'},
                   {'role': 'developer', 'content': 'Use British spelling.'},
                   {'role': 'user', 'content': [{'type': 'text', 'text': 'How much'}, {'type': 'text', 'text': 'does it cost?'}]}]}
                """));

        assertThat(request.tenant()).isEqualTo("northwind");
        assertThat(request.tenantModel()).isEqualTo("gpt-4o-mini");
        assertThat(request.stream()).isTrue();
        assertThat(request.includeUsage()).isTrue();
        assertThat(request.question()).isEqualTo("How much\ndoes it cost?");
        assertThat(request.history()).containsExactly(new ChatMessage("user", "Tell me about express shipping."),
                new ChatMessage("assistant", "Express shipping takes two days [1]."));
        assertThat(request.instructions()).isEqualTo("Be brief.\n\nUse British spelling.");
        KeyView demo = new KeyView(1, "demo", "rg-demo", List.of("northwind"), null, null, Instant.EPOCH, "admin",
                null, null);
        Question question = request.question(demo);
        assertThat(question.tenant()).isEqualTo("northwind");
        assertThat(question.model()).isEqualTo("gpt-4o-mini");
        assertThat(question.key()).isEqualTo(demo);
        assertThat(question.keyName()).isEqualTo("demo");
        assertThat(question.conversationId()).isNull();
    }

    @Test
    void aModelWithoutASlashNamesOnlyTheTenantAndAnAssistantToolCallWithoutContentIsSkipped() {
        CompletionRequest request = CompletionRequest.of(json("""
                {'model': 'bluebay', 'messages': [{'role': 'user', 'content': 'Hi?'},
                  {'role': 'assistant', 'content': null}, {'role': 'user', 'content': 'Freight?'}]}"""));

        assertThat(request.tenant()).isEqualTo("bluebay");
        assertThat(request.tenantModel()).isNull();
        assertThat(request.stream()).isFalse();
        assertThat(request.history()).containsExactly(new ChatMessage("user", "Hi?"));
        assertThat(request.instructions()).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "{'messages': [{'role': 'user', 'content': 'Hi'}]}|model",
        "{'model': 'northwind/', 'messages': [{'role': 'user', 'content': 'Hi'}]}|model",
        "{'model': 'northwind'}|messages",
        "{'model': 'northwind', 'messages': []}|messages",
        "{'model': 'northwind', 'messages': [{'role': 'user', 'content': 'Hi'}], 'n': 2}|n",
        "{'model': 'northwind', 'messages': [{'role': 'user', 'content': 'Hi'}], 'stream': 'yes'}|stream",
        "{'model': 'northwind', 'messages': [{'role': 'tool', 'content': '42'}, {'role': 'user', 'content': 'Hi'}]}|messages",
        "{'model': 'northwind', 'messages': [{'role': 'user', 'content': 'Hi'}, {'role': 'assistant', 'content': 'Hello'}]}|messages",
        "{'model': 'northwind', 'messages': [{'role': 'user', 'content': [{'type': 'image_url', 'image_url': {}}]}]}|messages",
        "{'model': 'northwind', 'messages': [{'role': 'user', 'content': 7}]}|messages",
        "{'model': 'northwind', 'messages': [{'role': 'user', 'content': '  '}]}|messages"})
    void refusesWhatItCannotHonourNamingTheParameter(String body, String parameter) {
        assertThatThrownBy(() -> CompletionRequest.of(json(body))).isInstanceOfSatisfying(
                InvalidRequestException.class, e -> assertThat(e.field()).isEqualTo(parameter));
    }

    @Test
    void refusesMoreMessagesThanItReads() {
        var messages = Json.createArrayBuilder();
        for (int i = 0; i <= CompletionRequest.MAX_MESSAGES; i++) {
            messages.add(Json.createObjectBuilder().add("role", "user").add("content", "Hi " + i));
        }
        JsonObject body = Json.createObjectBuilder().add("model", "northwind").add("messages", messages).build();

        assertThatThrownBy(() -> CompletionRequest.of(body)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("more than " + CompletionRequest.MAX_MESSAGES);
    }
}
