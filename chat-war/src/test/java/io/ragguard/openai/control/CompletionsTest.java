package io.ragguard.openai.control;

import io.ragguard.api.JsonNaming;
import io.ragguard.chat.boundary.ChatResponse;
import io.ragguard.api.ValidationMetrics;
import io.ragguard.openai.boundary.ChatCompletion;
import jakarta.json.Json;
import org.junit.jupiter.api.Test;

import java.io.StringReader;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class CompletionsTest {

    private static final String DECLINE = "I don't know. None of the available knowledge answers this question.";

    private final CompletionRequest request = CompletionRequest.of(Json.createReader(new StringReader(
            "{\"model\": \"northwind\", \"messages\": [{\"role\": \"user\", \"content\": \"Who won in 1998?\"}]}"))
            .readObject());

    private static ChatResponse answer(ValidationMetrics metrics, String text) {
        return new ChatResponse(text, List.of(), metrics, "conversation-1", "request-1", null, "extractive");
    }

    @Test
    void aDeclinedReplyStopsNormallyAndCarriesItsStatusAndReason() {
        ValidationMetrics declined = new ValidationMetrics(true, "declined", "off_topic",
                List.of("answer-relevancy: off_topic"), Map.of());

        ChatCompletion completion = Completions.answered(request, answer(declined, DECLINE), 1_795_000_000L);

        assertThat(completion.choices().get(0).finishReason()).isEqualTo(Completions.STOP);
        assertThat(completion.choices().get(0).message().content()).isEqualTo(DECLINE);
        assertThat(completion.ragguard().status()).isEqualTo("declined");
        assertThat(completion.ragguard().declineReason()).isEqualTo("off_topic");
        assertThat(JsonNaming.jsonb().toJson(completion)).contains("\"decline_reason\":\"off_topic\"")
                .contains("\"finish_reason\":\"stop\"");
    }

    @Test
    void anAnswerOrARefusalHasNoDeclineReason() {
        ValidationMetrics passed = new ValidationMetrics(true, "passed", null, List.of(), Map.of());

        assertThat(Completions.details(answer(passed, "Returns take 30 days [1].")).declineReason()).isNull();
        assertThat(Completions.details(answer(null, "Returns take 30 days [1].")).status()).isEqualTo("unvalidated");
        assertThat(Completions.refusal("request-2", null, null, List.of("pii-leakage: pii_ssn")))
                .satisfies(refusal -> {
                    assertThat(refusal.status()).isEqualTo("failed");
                    assertThat(refusal.declineReason()).isNull();
                });
    }
}
