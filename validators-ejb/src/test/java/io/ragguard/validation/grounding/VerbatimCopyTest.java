package io.ragguard.validation.grounding;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class VerbatimCopyTest {

    private static final EvidenceSentences.Vocabulary EVIDENCE = EvidenceSentences.Vocabulary.of(
            "Arthur's Magazine was an American literary periodical. First for Women was started in 1989.");

    @Test
    void aCopiedSpanCoversTheWholeClaim() {
        assertThat(VerbatimCopy.span(TextSignals.words("an American literary periodical"), EVIDENCE)).isEqualTo(1.0);
        assertThat(VerbatimCopy.trigramCoverage(TextSignals.words("an American literary periodical"), EVIDENCE))
                .isEqualTo(1.0);
    }

    @Test
    void wordsOfTheEvidenceInAnotherOrderAreNoCopy() {
        var words = TextSignals.words("First for Women was started first");

        assertThat(VerbatimCopy.span(words, EVIDENCE)).isLessThan(1.0);
        assertThat(VerbatimCopy.trigramCoverage(words, EVIDENCE)).isEqualTo(0.75);
    }

    @Test
    void aRunDoesNotCrossSentences() {
        var words = TextSignals.words("periodical First for");

        assertThat(VerbatimCopy.span(words, EVIDENCE)).isCloseTo(2 / 3.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(VerbatimCopy.trigramCoverage(words, EVIDENCE)).isEqualTo(0.0);
    }

    @Test
    void aClaimOfUnknownWordsCopiesNothing() {
        assertThat(VerbatimCopy.span(TextSignals.words("Mumbai"), EVIDENCE)).isEqualTo(0.0);
        assertThat(VerbatimCopy.span(TextSignals.words(""), EVIDENCE)).isEqualTo(1.0);
    }
}
