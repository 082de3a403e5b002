package io.ragguard.validation.grounding;

import io.ragguard.validation.spi.Evidence;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

class EvidenceSentencesTest {

    private final AtomicInteger calls = new AtomicInteger();
    private final Function<List<String>, List<float[]>> encoder = texts -> {
        calls.incrementAndGet();
        return texts.stream().map(t -> new float[] {1, 0}).toList();
    };

    @Test
    void splitsEachPassageIntoItsSentencesEmbeddedInOneBatch() {
        List<Evidence> evidence = List.of(new Evidence(1, "a", "Returns", "Items can be returned. Sale items cannot.", 1.0),
                new Evidence(2, "b", "Gifts", "Gift cards are final.", 1.0));

        EvidenceSentences split = EvidenceSentences.of(evidence, encoder);

        assertThat(calls).hasValue(1);
        assertThat(split.sentences()).extracting(EvidenceSentence::text)
                .containsExactly("Items can be returned.", "Sale items cannot.", "Gift cards are final.");
        assertThat(split.sentences()).extracting(s -> s.evidence().id()).containsExactly("a", "a", "b");
    }

    @Test
    void sentencesKeepTheirOffsetsInTheOriginalTextWhateverItsSpacing() {
        String plain = "Refunds take 5 days. Refunds take 5 days. Gift cards are final.";
        String spaced = "Refunds take\n5 days.  Refunds take 5 days.\tGift  cards are final.";

        for (String text : List.of(plain, spaced)) {
            List<EvidenceSentence> sentences = EvidenceSentences.of(
                    List.of(new Evidence(1, "a", "Returns", text, 1.0)), encoder).sentences();

            assertThat(sentences).extracting(EvidenceSentence::text)
                    .containsExactly("Refunds take 5 days.", "Refunds take 5 days.", "Gift cards are final.");
            assertThat(sentences).extracting(s -> text.substring(s.start(), s.end()).replaceAll("\\s+", " "))
                    .containsExactly("Refunds take 5 days.", "Refunds take 5 days.", "Gift cards are final.");
            assertThat(sentences.get(1).start()).isGreaterThan(sentences.get(0).start());
        }
    }

    @Test
    void theVocabularyHoldsWordsStemsNumbersAndTheGramsOfEachSentence() {
        EvidenceSentences.Vocabulary vocabulary = EvidenceSentences.Vocabulary.of(
                "Take 5 mg twice daily [1]. Children under twelve need approval.");

        assertThat(vocabulary.words()).contains("take", "5", "children", "12").doesNotContain("1", "twelve");
        assertThat(vocabulary.words()).as("a unit after a number spelled out, and its other forms")
                .contains("milligrams", "mg");
        assertThat(vocabulary.stems()).contains(TextSignals.stem("milligrams"));
        assertThat(vocabulary.numbers()).containsExactlyInAnyOrder("5", "12");
        assertThat(vocabulary.numbersWithUnits()).containsExactly("5 mg");
        assertThat(vocabulary.bigrams()).contains("take 5", "daily childr");
        assertThat(vocabulary.wordBigrams()).contains("twice daily", "children under")
                .doesNotContain("daily children");
        assertThat(vocabulary.wordTrigrams()).contains("under 12 need");
    }
}
