package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class AcronymsTest {

    @Test
    void findsTheAcronymsOfAQuestion() {
        assertThat(Acronyms.in("How long does QA take to review HCPs' requests?")).containsExactly("qa", "hcp");
        assertThat(Acronyms.in("How long does it take?")).isEmpty();
    }

    @Test
    void findsAnAcronymSpelledOutWithTheSmallWordsBetweenItsLetters() {
        assertThat(Acronyms.spelledOutIn("qa", "Quality Assurance issues a decision within 3 business days.")).isTrue();
        assertThat(Acronyms.spelledOutIn("hhs", "the Department of Health and Human Services")).isTrue();
        assertThat(Acronyms.spelledOutIn("qa", "Quality checks are done by the warehouse team.")).isFalse();
    }

    @Test
    void aKeyAcronymIsNamedWhereItIsSpelledOut() {
        QuestionIntent intent = QuestionIntent.of("How long does QA take to decide?");

        assertThat(intent.keysNamedIn("Quality Assurance decides within 3 business days.")).isTrue();
        assertThat(intent.keysNamedIn("The warehouse decides within 3 business days.")).isFalse();
    }
}
