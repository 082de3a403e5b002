package io.ragguard.validation.budget;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.text.Tokens;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import io.ragguard.validation.text.SentenceSpans.Span;
import io.ragguard.validation.text.SentenceSpans;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

import static io.ragguard.settings.boundary.SettingDefinition.integer;

/**
 * The answer must fit in {@code max-tokens} estimated tokens ({@link Tokens#estimate}). A longer
 * answer is trimmed after its last whole sentence that fits, keeping its layout and the citation
 * markers of the sentences it keeps; when not even the first sentence fits, that sentence is cut at a
 * word ({@link Tokens#fit}). The score is the estimate, which passes at or below the threshold. It
 * runs after the validators that rewrite the answer, so it trims the text that is served.
 */
@ApplicationScoped
public class TokenBudget implements Validator {

    public static final String NAME = "token-budget";
    static final int DEFAULT_MAX_TOKENS = 512;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.TRIM, "the answer fits in max-tokens estimated tokens")
                .patching("trims it after its last whole sentence that fits");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(integer("max-tokens", 16, 100_000, "Longest answer in tokens; longer ones are cut at a sentence"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        int budget = settings.integer("max-tokens", DEFAULT_MAX_TOKENS);
        String answer = input.answerOrEmpty();
        int tokens = Tokens.estimate(answer);
        if (tokens <= budget) {
            return Verdict.pass(tokens, (double) budget);
        }
        Verdict failed = Verdict.fail(tokens, (double) budget, "over_budget");
        String trimmed = trim(answer, budget);
        return trimmed.isBlank() ? failed : failed.withPatch(trimmed);
    }

    static String trim(String answer, int budget) {
        int end = -1;
        for (Span span : SentenceSpans.of(answer)) {
            if (Tokens.estimate(answer.substring(0, span.end())) > budget) {
                break;
            }
            end = span.end();
        }
        return end < 0 ? Tokens.fit(answer, budget) : answer.substring(0, end).strip();
    }
}
