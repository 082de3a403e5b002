package io.ragguard.recording.control;

import io.ragguard.recording.boundary.StageLatencies;
import io.ragguard.privacy.MaskedJson;
import io.ragguard.recording.boundary.RecordDraft;
import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.verdict.AnswerStatus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class RedactionTest {

    @Test
    void redactsTheQuestionAnswersAndClaimsAndMasksTheContextKeepingItsOffsets() {
        String passage = "Contact the pharmacist at rx@medora.example or 555-123-4567 for a refill.";
        String context = "{\"passages\":[{\"id\":\"7\",\"title\":\"Refills\",\"text\":\"" + passage + "\"}],"
                + "\"average_similarity\":0.71,\"filtered_out\":0,\"quality\":\"high\"}";
        RecordDraft draft = new RecordDraft("r1", "validate", "medora", null, "My SSN is 123-45-6789, can I refill?",
                "Write to rx@medora.example [1].", "Write to [REDACTED EMAIL] [1].", AnswerStatus.PATCHED, null, List.of(), context,
                0.71, new StageLatencies(null, null, 1.0, null, 1.0), List.of(),
                List.of(new ClaimOutcome("faithfulness", "Write to rx@medora.example", "supported", 0.9, "7", 26, 43)),
                "extractive", "demo");

        RecordDraft stored = Redaction.of(draft);

        assertThat(stored.question()).isEqualTo("My SSN is [REDACTED SSN], can I refill?");
        assertThat(stored.answerBefore()).isEqualTo("Write to [REDACTED EMAIL] [1].");
        assertThat(stored.keyName()).isEqualTo("demo");
        assertThat(stored.claims().get(0).text()).isEqualTo("Write to [REDACTED EMAIL]");
        assertThat(stored.claims().get(0).validator()).isEqualTo("faithfulness");
        assertThat(stored.context()).doesNotContain("rx@medora.example").doesNotContain("555-123-4567")
                .contains("\"average_similarity\":0.71");
        String masked = stored.context().substring(stored.context().indexOf("Contact"),
                stored.context().indexOf("Contact") + passage.length());
        assertThat(masked.substring(26, 43)).isEqualTo("#################");
        assertThat(masked.substring(0, 26)).isEqualTo(passage.substring(0, 26));
    }

    @Test
    void keepsTheStatusAndDeclineReasonOfADeclinedReply() {
        RecordDraft draft = new RecordDraft("r2", "chat", "northwind", "c1", "Who won the 1998 world cup?",
                "France won.", "I don't know.", AnswerStatus.DECLINED, "no_context", List.of(), null, null,
                new StageLatencies(null, null, 1.0, null, 1.0), List.of(), List.of(), "extractive", null);

        RecordDraft stored = Redaction.of(draft);

        assertThat(stored.status().label()).isEqualTo("declined");
        assertThat(stored.declineReason()).isEqualTo("no_context");
    }

    @Test
    void masksContextThatIsNotJsonAsAWhole() {
        assertThat(MaskedJson.of("call 555-123-4567")).isEqualTo("call ############");
    }
}
