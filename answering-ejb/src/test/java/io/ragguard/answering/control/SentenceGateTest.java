package io.ragguard.answering.control;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

class SentenceGateTest {

    private final List<String> sent = new ArrayList<>();
    private final List<String> judged = new ArrayList<>();

    /** Refuses a sentence with 987 in it, marks "maybe" as patched, passes the rest. */
    private final Function<String, ValidationReport> judge = sentence -> {
        judged.add(sentence);
        if (sentence.contains("987")) {
            return new ValidationReport(AnswerStatus.FAILED, List.of("numeric-units: x"), List.of(), sentence, sentence);
        }
        String patched = sentence.replace("maybe", "[unverified: maybe]");
        return new ValidationReport(patched.equals(sentence) ? AnswerStatus.PASSED : AnswerStatus.PATCHED, List.of(),
                List.of(), sentence, patched);
    };

    private void stream(SentenceGate gate, String text, int pieceLength) {
        for (int i = 0; i < text.length(); i += pieceLength) {
            gate.accept(text.substring(i, Math.min(text.length(), i + pieceLength)));
        }
    }

    @Test
    void sendsEachSentenceOnceTheNextBeginsAndNeverSendsARefusedOne() {
        SentenceGate gate = new SentenceGate(judge, 2, s -> s, sent::add);

        stream(gate, "Members get 60 days [1]. The fee is 987 dol", 4);
        assertThat(sent).as("before the second sentence has ended").containsExactly("Members get 60 days [1].");
        gate.accept("lars [1].");
        gate.accept(" Others get 30 days [2].");
        gate.finish();

        assertThat(sent).containsExactly("Members get 60 days [1].", " Others get 30 days [2].");
        assertThat(String.join("", sent)).isEqualTo(gate.served());
        assertThat(judged).hasSize(3);
        assertThat(gate.reports()).extracting(ValidationReport::refused).containsExactly(false, true, false);
    }

    @Test
    void sendsThePatchedSentenceInTone() {
        SentenceGate gate = new SentenceGate(judge, 2, s -> s.replace("!", "."), sent::add);

        stream(gate, "It is maybe fine! It ships today [1].", 3);
        gate.finish();

        assertThat(sent).containsExactly("It is [unverified: maybe] fine.", " It ships today [1].");
    }

    @Test
    void withoutAJudgeSendsSentencesAsTheyCome() {
        SentenceGate gate = new SentenceGate(null, 2, s -> s, sent::add);

        stream(gate, "The fee is 987 dollars. Done.", 5);
        gate.finish();

        assertThat(sent).containsExactly("The fee is 987 dollars.", " Done.");
        assertThat(gate.reports()).isEmpty();
    }

    @Test
    void markersWrittenAfterTheFinalPunctuationFollowTheirSentenceWhenTheyNameASource() {
        SentenceGate gate = new SentenceGate(judge, 2, s -> s, sent::add);

        gate.accept("Members get 60 days.");
        assertThat(sent).as("sent at its final punctuation").containsExactly("Members get 60 days.");
        gate.accept(" [");
        gate.accept("2][7] Others get");
        gate.accept(" 30 days.");
        gate.accept(" [1]");
        gate.finish();

        assertThat(sent).containsExactly("Members get 60 days.", " [2]", " Others get 30 days.", " [1]");
        assertThat(gate.served()).isEqualTo("Members get 60 days. [2] Others get 30 days. [1]");
    }

    @Test
    void markersOfARemovedSentenceGoWithIt() {
        SentenceGate gate = new SentenceGate(judge, 2, s -> s, sent::add);

        stream(gate, "Members get 60 days. The fee is 987 dollars. [1] Others get 30 days.", 5);
        gate.finish();

        assertThat(gate.served()).isEqualTo("Members get 60 days. Others get 30 days.");
    }
}
