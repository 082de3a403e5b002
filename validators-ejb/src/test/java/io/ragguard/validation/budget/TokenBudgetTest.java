package io.ragguard.validation.budget;

import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TokenBudgetTest {

    private static final String ANSWER = "Items can be returned within 30 days [1]. "
            + "Standard shipping takes 3 to 5 business days [2]. Express shipping delivers the next business day [2].";

    private final TokenBudget validator = new TokenBudget();

    @Test
    void passesAnAnswerWithinTheDefaultBudget() {
        Verdict verdict = validator.validate(input(ANSWER), ValidatorSettings.defaults());

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(29.0);
        assertThat(verdict.threshold()).isEqualTo(512.0);
    }

    @Test
    void trimsAtASentenceBoundaryAndKeepsItsCitations() {
        Verdict verdict = validate(ANSWER, 20);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(29.0);
        assertThat(verdict.threshold()).isEqualTo(20.0);
        assertThat(verdict.reasons()).containsExactly("over_budget");
        assertThat(verdict.patch()).isEqualTo("Items can be returned within 30 days [1]. "
                + "Standard shipping takes 3 to 5 business days [2].");
    }

    @Test
    void keepsTheLayoutOfATrimmedAnswer() {
        Verdict verdict = validate("Here is what I found:\n\n- Returns take 30 days [1].\n"
                + "- Shipping takes 3 to 5 business days [2].\n- Express shipping delivers the next day [2].\n", 21);

        assertThat(verdict.patch()).isEqualTo("Here is what I found:\n\n- Returns take 30 days [1].\n"
                + "- Shipping takes 3 to 5 business days [2].");
    }

    @Test
    void cutsTheFirstSentenceAtAWordWhenNoSentenceFits() {
        Verdict verdict = validate(ANSWER, 3);

        assertThat(verdict.patch()).isEqualTo("Items can…");
    }

    @Test
    void offersNoPatchWhenNotOneWordFits() {
        Verdict verdict = validate(ANSWER, 1);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.hasPatch()).isFalse();
    }

    private Verdict validate(String answer, int maxTokens) {
        return validator.validate(input(answer), ValidatorSettings.of(Map.of("max-tokens", String.valueOf(maxTokens))));
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("How do returns and shipping work?", answer, List.of(), "acme", true, 0.7);
    }
}
