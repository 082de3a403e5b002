package io.ragguard.validation.faithfulness;

import io.ragguard.validation.grounding.BagOfWords;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An answer copied from its context passes however real documents format it, and the same copy with
 * a figure changed fails: the answer and the evidence are read the same way.
 */
class FormattingNoiseTest {

    private static final String PASSAGE = "Arthur's Magazine was an American literary periodical published in "
            + "Philadelphia in the 19th century. It was founded by Timothy Shay Arthur in 1844. "
            + "First for Women is a magazine published by Bauer Media Group in the USA.";

    private final Faithfulness validator = new Faithfulness(BagOfWords.grounding(FaithfulnessModel.load()));

    @ParameterizedTest
    @ValueSource(strings = {
        "It was founded by Timothy Shay Arthur in 1844. First for Women is a magazine published by Bauer Media Group in the USA.",
        "It was founded by Timothy Shay Arthur in 1844.First for Women is a magazine published by Bauer Media Group in the USA.",
        "\u201CIt was founded by Timothy Shay Arthur in 1844. First for Women is a magazine published by Bauer Media Group in the USA.\u201D",
        "(It was founded by Timothy Shay Arthur in 1844. First for Women is a magazine published by Bauer Media Group in the USA.)",
        "It was founded by Timothy Shay Arthur in 1844.\nFirst for Women is a magazine published by Bauer Media Group in the USA.",
        "- It was founded by Timothy Shay Arthur in 1844.\n- First for Women is a magazine published by Bauer Media Group in the USA.",
        "<p>It was founded by Timothy Shay Arthur in 1844.</p>\n<p>First for Women is a magazine published by Bauer Media Group in the USA.</p>",
        "First for Women is a magazine published by Bauer Media Group in the USA [1]. It was founded by Timothy Shay Arthur in 1844 [1].",
        "Two magazines:\n1. It was founded by Timothy Shay Arthur in 1844.\n2. First for Women is a magazine published by Bauer Media Group in the USA."
    })
    void passesAnAnswerCopiedFromItsContextWhateverItsFormatting(String answer) {
        assertThat(validate(answer, PASSAGE).outcome()).isEqualTo(Outcome.PASS);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "It was founded by Timothy Shay Arthur in 1848. First for Women is a magazine published by Bauer Media Group in the USA.",
        "<p>It was founded by Timothy Shay Arthur in 1848.</p>\n<p>First for Women is a magazine published by Bauer Media Group in the USA.</p>",
        "- It was founded by Timothy Shay Arthur in 1848.\n- First for Women is a magazine published by Bauer Media Group in the USA."
    })
    void failsTheSameCopyWithItsFigureChanged(String answer) {
        assertThat(validate(answer, PASSAGE).outcome()).isEqualTo(Outcome.FAIL);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "<p>Arthur's Magazine was an American literary periodical published in Philadelphia in the 19th century.</p>"
                + "<p>It was founded by Timothy Shay Arthur in 1844.</p>",
        "- Arthur's Magazine was an American literary periodical published in Philadelphia in the 19th century.\n"
                + "- It was founded by Timothy Shay Arthur in 1844.",
        "Arthur's Magazine was an American literary periodical published in Philadelphia in the 19th century.It was "
                + "founded by Timothy Shay Arthur in 1844."
    })
    void readsNoisyEvidenceAsTheAnswerIsRead(String evidence) {
        assertThat(validate("It was founded by Timothy Shay Arthur in 1844.", evidence).outcome())
                .isEqualTo(Outcome.PASS);
    }

    private Verdict validate(String answer, String passage) {
        return validator.validate(new ValidationInput("Who founded Arthur's Magazine?", answer,
                List.of(new Evidence(1, "m#0", "Magazines", passage, 0.8)), "t", true, 0.8),
                ValidatorSettings.defaults());
    }
}
