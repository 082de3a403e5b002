package io.ragguard.retrieval.reference;

import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.LlmClient;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.retrieval.boundary.Passage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import static io.ragguard.retrieval.reference.Passages.numbered;
import static io.ragguard.retrieval.reference.Passages.passage;
import static org.assertj.core.api.Assertions.assertThat;

class LlmReferenceValidationTest {

    /** A remote model that replies from a table by the passage it is shown, and remembers its prompts. */
    private static final class FakeLlm implements LlmClient {

        final List<Prompt> prompts = new ArrayList<>();
        private final Function<String, String> replyToPassage;

        FakeLlm(Function<String, String> replyToPassage) {
            this.replyToPassage = replyToPassage;
        }

        @Override
        public String provider() {
            return "fake";
        }

        @Override
        public Generation generate(Prompt prompt) {
            prompts.add(prompt);
            return new Generation(replyToPassage.apply(prompt.sources().get(0).text()), "fake-model");
        }
    }

    private static FakeLlm replying(String reply) {
        return new FakeLlm(text -> reply);
    }

    private static PassageDecision decisionOn(String reply) {
        return new LlmReferenceValidation(replying(reply)).judge("q", List.of(passage("a", "text"))).get(0).decision();
    }

    @Test
    void asksOncePerPassageWithTheStrictInstructionsAndThePassageAsOnlySource() {
        FakeLlm llm = replying("{\"decision\": \"accept\"}");
        List<Passage> passages = numbered(3);

        new LlmReferenceValidation(llm).judge("How long is express shipping?", passages);

        assertThat(llm.prompts).hasSize(3).allSatisfy(prompt -> {
            assertThat(prompt.system()).isEqualTo(LlmReferenceValidation.INSTRUCTIONS)
                    .contains("exactly one JSON object and nothing else", "\"accept\"", "\"reject\"", "\"unsure\"");
            assertThat(prompt.question()).isEqualTo("How long is express shipping?");
        });
        assertThat(llm.prompts.get(1).sources()).containsExactly(new Prompt.Source(1, "Title p2", "Passage number 2."));
    }

    @Test
    void keepsThePassagesTheModelAccepts() {
        FakeLlm llm = new FakeLlm(text -> Map.of(
                "Passage number 1.", "{\"decision\": \"accept\"}",
                "Passage number 2.", "{\"decision\": \"reject\"}",
                "Passage number 3.", "{\"decision\": \"unsure\"}").get(text));

        List<JudgedPassage> judged = new LlmReferenceValidation(llm).judge("q", numbered(3));

        assertThat(judged).extracting(JudgedPassage::decision)
                .containsExactly(PassageDecision.ACCEPT, PassageDecision.REJECT, PassageDecision.UNSURE);
        assertThat(ReferenceSelection.accepted(judged, 5)).extracting(Passage::chunkId).containsExactly("p1");
    }

    @Test
    void readsAnExactReplyWhateverItsWhiteSpace() {
        assertThat(decisionOn("  {\n  \"decision\" : \"reject\"\n}\n")).isEqualTo(PassageDecision.REJECT);
        assertThat(decisionOn("{\"decision\":\"accept\"}")).isEqualTo(PassageDecision.ACCEPT);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "accept",
        "Sure! {\"decision\": \"accept\"}",
        "```json\n{\"decision\": \"accept\"}\n```",
        "{\"decision\": \"accept\"} I am confident.",
        "{\"decision\": \"accept\"}{\"decision\": \"accept\"}",
        "{\"decision\": \"Accept\"}",
        "{\"decision\": \"yes\"}",
        "{\"decision\": true}",
        "{\"decision\": [\"accept\"]}",
        "{\"decision\": \"accept\", \"reason\": \"on topic\"}",
        "{\"reason\": \"on topic\", \"decision\": \"accept\"}",
        "{\"verdict\": \"accept\"}",
        "{\"decision\": \"accept\"",
        "[\"accept\"]",
        "{}",
        "",
        "   "})
    void rejectsOnAnyReplyThatIsNotExactlyOneDecision(String reply) {
        FakeLlm llm = replying(reply);

        List<JudgedPassage> judged = new LlmReferenceValidation(llm).judge("q", numbered(1));

        assertThat(judged).extracting(JudgedPassage::decision).containsExactly(PassageDecision.UNSURE);
        assertThat(ReferenceSelection.accepted(judged, 5)).isEmpty();
    }

    @Test
    void rejectsWhenTheModelGivesNoTextOrCannotBeReached() {
        assertThat(new LlmReferenceValidation(replying(null)).judge("q", numbered(1)))
                .extracting(JudgedPassage::decision).containsExactly(PassageDecision.UNSURE);

        LlmClient down = new LlmClient() {
            @Override
            public String provider() {
                return "down";
            }

            @Override
            public Generation generate(Prompt prompt) {
                throw new IllegalStateException("connection refused");
            }
        };
        List<JudgedPassage> judged = new LlmReferenceValidation(down).judge("q", numbered(2));

        assertThat(judged).extracting(JudgedPassage::decision).containsOnly(PassageDecision.UNSURE).hasSize(2);
        assertThat(judged.get(0).reason()).contains("connection refused");
    }
}
