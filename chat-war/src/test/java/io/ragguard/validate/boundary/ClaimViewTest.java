package io.ragguard.validate.boundary;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class ClaimViewTest {

    @Test
    void listsTheClaimsOfEveryValidatorInTheOrderTheyRanEachNamingItsValidator() {
        ValidationReport report = new ValidationReport(AnswerStatus.PATCHED, List.of(), List.of(
                new ValidatorResult("faithfulness", Outcome.PATCHED, 0.1, 0.35, List.of("unsupported_claim"), 800,
                        List.of(new CheckedClaim("The dose is 50 mg.", "contradicted", 0.123456, "leaflet-3", 30, 80),
                                new CheckedClaim("Ask your pharmacist.", "not_a_claim", 1.0, null, -1, -1))),
                new ValidatorResult("claims", Outcome.FAIL, 0.0, 1.0, List.of("contradicted_claim"), 600,
                        List.of(new CheckedClaim("The dose is 50 mg.", "Contradictory", 0.1, "leaflet-3", 30, 80)))),
                "The dose is 50 mg. Ask your pharmacist.", "Ask your pharmacist.");

        List<ClaimView> claims = ClaimView.all(report);

        assertThat(claims).extracting(ClaimView::validator, ClaimView::verdict, ClaimView::score)
                .containsExactly(tuple("faithfulness", "contradicted", 0.1235),
                        tuple("faithfulness", "not_a_claim", 1.0),
                        tuple("claims", "Contradictory", 0.1));
        assertThat(claims.get(0).evidence()).isEqualTo(new ClaimView.Span("leaflet-3", 30, 80));
        assertThat(claims.get(1).evidence()).as("no evidence sentence paired").isNull();
    }
}
