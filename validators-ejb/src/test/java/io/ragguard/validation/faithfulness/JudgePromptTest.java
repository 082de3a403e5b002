package io.ragguard.validation.faithfulness;

import io.ragguard.generation.boundary.Prompt;
import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class JudgePromptTest {

    @Test
    void asksAboutEachNumberedSentenceAgainstTheNumberedSources() {
        Prompt prompt = JudgePrompt.of("How long do refunds take?",
                List.of(new Evidence(2, "r#0", "Refunds", "Refunds arrive within 5 business days.", 0.8)),
                List.of("Refunds take a week.", "They go back to the card."));

        assertThat(prompt.system()).contains("\"verdicts\"").contains("supported").contains("contradicted")
                .contains("unsupported");
        assertThat(prompt.sources()).singleElement().satisfies(source -> {
            assertThat(source.number()).isEqualTo(2);
            assertThat(source.text()).isEqualTo("Refunds arrive within 5 business days.");
        });
        assertThat(prompt.question()).isEqualTo("How long do refunds take?\n\nSentences:\n1. Refunds take a week.\n"
                + "2. They go back to the card.");
    }

    @Test
    void readsAVerdictForEachSentenceItWasAskedAbout() {
        Map<Integer, String> verdicts = JudgePrompt.verdicts("{\"verdicts\": [{\"sentence\": 1, \"verdict\": "
                + "\"contradicted\"}, {\"sentence\": 2, \"verdict\": \"supported\"}, {\"sentence\": 3, \"verdict\": "
                + "\"supported\"}, {\"sentence\": 1, \"verdict\": \"supported\"}]}", 2);

        assertThat(verdicts).containsExactly(Map.entry(0, "contradicted"), Map.entry(1, "supported"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "Sure! Sentence 1 is supported.", "```json\n{\"verdicts\": []}\n```",
        "{\"verdicts\": [{\"sentence\": 1, \"verdict\": \"probably\"}]}", "{\"verdict\": \"supported\"}",
        "{\"verdicts\": [{\"sentence\": \"1\", \"verdict\": \"supported\"}]}", "[1, 2]"})
    void readsNothingFromAReplyThatIsNotTheObjectAskedFor(String reply) {
        assertThat(JudgePrompt.verdicts(reply, 2)).isEmpty();
    }
}
