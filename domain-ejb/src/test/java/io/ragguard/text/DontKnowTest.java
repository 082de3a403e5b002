package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class DontKnowTest {

    @Test
    void recognisesTheTemplatesThatDecline() {
        assertThat(DontKnow.declines("I don't know. None of the available knowledge answers this question.")).isTrue();
        assertThat(DontKnow.declines("I don\u2019t know. The knowledge base has no reliable information on this "
                + "question, so I can't answer it without guessing.")).isTrue();
        assertThat(DontKnow.declines("I don't know [1].")).isTrue();
    }

    @Test
    void judgesAnAnswerThatOpensThatWayButGivesAFigure() {
        assertThat(DontKnow.declines("I don't know exactly, but the return window is 30 days.")).isFalse();
    }

    @Test
    void judgesALongAnswerThatOpensThatWay() {
        assertThat(DontKnow.declines("I don't know. Paris is lovely. Rome is older. Madrid is hotter. Oslo is cold."))
                .isFalse();
    }

    @Test
    void judgesEveryOtherAnswer() {
        assertThat(DontKnow.declines("Returns are accepted within thirty days.")).isFalse();
        assertThat(DontKnow.declines("")).isFalse();
        assertThat(DontKnow.declines(null)).isFalse();
    }
}
