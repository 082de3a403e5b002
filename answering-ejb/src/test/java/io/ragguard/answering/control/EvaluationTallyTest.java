package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationComparison;
import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.evaluation.boundary.EvaluationStatus;
import io.ragguard.evaluation.boundary.StoredEvaluation;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.validation.spi.CheckedClaim;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.verdict.Outcome;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class EvaluationTallyTest {

    private static final List<String> CONTEXTS = List.of("Returns take 30 days.", "Express costs $14.95.");

    private static EvaluationRow row(String answer, boolean faithful) {
        return EvaluationRow.validate("How long do returns take?", answer, CONTEXTS, faithful);
    }

    private static ValidationReport report(AnswerStatus status, String served, double faithfulness,
                                           List<CheckedClaim> claims) {
        Outcome outcome = status == AnswerStatus.PASSED ? Outcome.PASS : Outcome.FAIL;
        return new ValidationReport(status, status == AnswerStatus.PASSED ? List.of() : List.of("faithfulness: unfaithful"),
                List.of(new ValidatorResult("faithfulness", outcome, faithfulness, 0.35,
                        outcome == Outcome.PASS ? List.of() : List.of("unfaithful"), 10, claims),
                        new ValidatorResult("language", Outcome.SKIPPED, 0, null, List.of(), 1)),
                served, served);
    }

    @Test
    void countsAnAnswerServedOnlyWhenItPassesAsWrittenCitationsAside() {
        EvaluationTally tally = new EvaluationTally();
        tally.validated(1, row("Returns take 30 days.", true),
                report(AnswerStatus.PASSED, "Returns take 30 days [1].", 0.9, List.of()), 40);
        tally.validated(2, row("Returns take 60 days.", false),
                report(AnswerStatus.FAILED, "Returns take 60 days.", 0.2, List.of()), 50);
        tally.validated(3, row("Returns take 30 days. Shipping is free.", true),
                report(AnswerStatus.PASSED, "Returns take 30 days.", 0.6, List.of()), 60);
        tally.validated(4, row("Express costs $4.95.", false),
                report(AnswerStatus.PASSED, "Express costs $4.95.", 0.8, List.of()), 70);

        EvaluationSummary.ValidateFigures v = tally.summary().validate();

        assertThat(v.confusion()).isEqualTo(new EvaluationSummary.Confusion(1, 1, 1, 1));
        assertThat(v.faithfulPassRate()).isEqualTo(0.5);
        assertThat(v.hallucinatedStopRate()).isEqualTo(0.5);
        assertThat(v.balancedAccuracy()).isEqualTo(0.5);
        assertThat(v.statuses()).isEqualTo(Map.of("faithful", Map.of("passed", 2L), "hallucinated",
                Map.of("failed", 1L, "passed", 1L)));
        assertThat(v.validators().get("faithfulness").faithful()).isEqualTo(Map.of("pass", 2L));
        assertThat(v.validators().get("faithfulness").reasons()).isEqualTo(Map.of("unfaithful", 1L));
        assertThat(v.faithfulnessThreshold()).isEqualTo(0.35);
        assertThat(v.latencyMs()).isEqualTo(new EvaluationSummary.Latency(50, 70));
        assertThat(tally.summary().chat()).isNull();
        assertThat(tally.scores()).containsOnlyKeys("faithfulness");
        assertThat(tally.scores().get("faithfulness")).hasSize(4);
    }

    @Test
    void drawsFaithfulnessCurveFromTheLabelledScores() {
        EvaluationTally tally = new EvaluationTally();
        tally.validated(1, row("a", true), report(AnswerStatus.PASSED, "a", 0.9, List.of()), 1);
        tally.validated(2, row("b", false), report(AnswerStatus.FAILED, "b", 0.2, List.of()), 1);

        var curve = tally.summary().validate().faithfulnessCurve();

        assertThat(curve).hasSize(21);
        assertThat(curve.get(10).threshold()).isEqualTo(0.5);
        assertThat(curve.get(10).goodPassRate()).isEqualTo(1.0);
        assertThat(curve.get(10).badPassRate()).isEqualTo(0.0);
        assertThat(curve.get(20).goodPassRate()).isEqualTo(0.0);
    }

    @Test
    void keepsTheWorstMissesFirstWithTheirClaimsPointedAtTheirContexts() {
        EvaluationTally tally = new EvaluationTally();
        List<CheckedClaim> claims = List.of(new CheckedClaim("Express costs $4.95.", "Contradictory", 0.1, "ctx-2", 0, 21),
                new CheckedClaim("Sure!", "not_a_claim", 1.0, null, -1, -1));
        tally.validated(1, row("Express costs $4.95.", false), report(AnswerStatus.PASSED, "Express costs $4.95.",
                0.95, claims), 1);
        tally.validated(2, row("Returns take 30 days.", true), report(AnswerStatus.FAILED, "Returns take 30 days.",
                0.3, List.of()), 1);
        tally.validated(3, row("Express costs $14.95.", true), report(AnswerStatus.PASSED, "Express costs $14.95.",
                0.9, List.of()), 1);

        List<EvaluationMiss> misses = tally.misses();

        assertThat(misses).extracting(EvaluationMiss::row).containsExactly(1, 2);
        assertThat(misses.get(0).claims()).containsExactly(
                new EvaluationMiss.Claim("Express costs $4.95.", "Contradictory", 0.1, 1, 0, 21));
        assertThat(misses.get(0).contexts()).isEqualTo(CONTEXTS);
        assertThat(tally.verdicts()).extracting(v -> v.row() + ":" + v.right()).containsExactly("1:false", "2:false",
                "3:true");
    }

    @Test
    void judgesChatRowsByTheExpectedPhraseAndByDecliningWhatCannotBeAnswered() {
        EvaluationTally tally = new EvaluationTally();
        tally.answered(1, EvaluationRow.chat("How long?", null, "30 days"), "passed", "Returns take 30 Days [1].",
                null, List.of(), List.of(), 100);
        tally.answered(2, EvaluationRow.chat("How long?", null, "60 days"), "declined", "I can't help with that.",
                null, List.of(), List.of(), 200);
        tally.answered(3, EvaluationRow.chat("Tent rentals?", null, null), "passed", "Tents cost $20.", null,
                List.of(), List.of(), 300);
        tally.answered(4, EvaluationRow.chat("Kayaks?", null, null), "declined", "I can't help with that.", null,
                List.of(), List.of(), 400);

        EvaluationSummary.ChatFigures chat = tally.summary().chat();

        assertThat(chat.answerable()).isEqualTo(2);
        assertThat(chat.answeredWithFact()).isEqualTo(1);
        assertThat(chat.declinedWhenAnswerable()).isEqualTo(1);
        assertThat(chat.unanswerable()).isEqualTo(2);
        assertThat(chat.confidentWhenUnanswerable()).isEqualTo(1);
        assertThat(chat.confidentWhenUnanswerableRate()).isEqualTo(0.5);
        assertThat(chat.statuses()).isEqualTo(Map.of("passed", 2L, "declined", 2L));
        assertThat(tally.summary().validate()).isNull();
        assertThat(tally.misses()).extracting(EvaluationMiss::row).containsExactlyInAnyOrder(2, 3);
    }

    @Test
    void storesTheFiguresAndComparesTwoRunsRowByRow() {
        EvaluationTally before = new EvaluationTally();
        before.validated(1, row("a", true), report(AnswerStatus.FAILED, "a", 0.3, List.of()), 1);
        before.validated(2, row("b", false), report(AnswerStatus.FAILED, "b", 0.2, List.of()), 1);
        EvaluationTally after = new EvaluationTally();
        after.validated(1, row("a", true), report(AnswerStatus.PASSED, "a", 0.3, List.of()), 1);
        after.validated(2, row("b", false), report(AnswerStatus.FAILED, "b", 0.2, List.of()), 1);
        after.validated(3, row("c", false), report(AnswerStatus.FAILED, "c", 0.2, List.of()), 1);

        EvaluationComparison compared = EvaluationJson.compare(stored(1, before), stored(2, after));

        assertThat(compared.matchedRows()).isEqualTo(2);
        assertThat(compared.changed()).containsExactly(new EvaluationComparison.Change("How long do returns take?",
                "validate", "faithful", "failed", "passed", false, true));
        assertThat(compared.deltas()).containsEntry("faithful_pass_rate", 1.0).containsEntry("balanced_accuracy", 0.5);
        assertThat(compared.a().misses()).isNull();
        EvaluationView view = EvaluationJson.view(stored(1, before));
        assertThat(view.summary()).isEqualTo(before.summary());
        assertThat(view.misses()).isEqualTo(before.misses());
        assertThat(view.status()).isEqualTo("done");
    }

    private static StoredEvaluation stored(long id, EvaluationTally tally) {
        return new StoredEvaluation(id, "run " + id, "northwind", null, EvaluationStatus.DONE, 1.0, tally.rows(),
                "alice", Instant.EPOCH, Instant.EPOCH, EvaluationJson.write(tally.summary()),
                EvaluationJson.write(tally.misses()), EvaluationJson.write(tally.verdicts()), null);
    }
}
