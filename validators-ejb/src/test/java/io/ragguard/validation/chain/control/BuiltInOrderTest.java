package io.ragguard.validation.chain.control;

import io.ragguard.validation.budget.TokenBudget;
import io.ragguard.validation.citation.CitationRelevance;
import io.ragguard.validation.citation.CitationRequired;
import io.ragguard.validation.confidence.Confidence;
import io.ragguard.validation.language.LanguageMatch;
import io.ragguard.validation.numeric.NumericUnits;
import io.ragguard.validation.overlap.EvidenceOverlap;
import io.ragguard.validation.pii.PiiLeakage;
import io.ragguard.validation.relevancy.AnswerRelevancy;
import io.ragguard.validation.spi.Validator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Where the chain runs these validators, as their phases and declared dependencies place them. */
class BuiltInOrderTest {

    private final List<String> order = ValidatorOrder.sort(List.of(new TokenBudget(), new AnswerRelevancy(),
                    new NumericUnits(), new LanguageMatch(), new CitationRelevance(), new Confidence(),
                    new PiiLeakage(), new EvidenceOverlap(), new CitationRequired()))
            .stream().map(Validator::name).toList();

    @Test
    void checksCitationsBeforeTheirRelevance() {
        assertThat(order.indexOf("citation-required")).isLessThan(order.indexOf("citation-relevance"));
    }

    @Test
    void detectsTheLanguageFirst() {
        assertThat(order).first().isEqualTo("language");
    }

    @Test
    void runsTheChecksBeforeThePatchesAndTrimsLast() {
        assertThat(order.indexOf("answer-relevancy")).isLessThan(order.indexOf("citation-required"));
        assertThat(order.indexOf("evidence-overlap")).isLessThan(order.indexOf("citation-required"));
        assertThat(order.indexOf("numeric-units")).isGreaterThan(order.indexOf("citation-relevance"));
        assertThat(order).last().isEqualTo("token-budget");
    }
}
