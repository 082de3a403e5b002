package io.ragguard.policy.control;

import io.ragguard.evaluation.boundary.EvaluationRuns;
import io.ragguard.evaluation.boundary.EvaluationStatus;
import io.ragguard.evaluation.boundary.ScoredLabel;
import io.ragguard.evaluation.boundary.StoredEvaluation;
import io.ragguard.policy.boundary.ThresholdCurve.Labelled;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ReviewQueue;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.verdict.Outcome;
import jakarta.enterprise.context.Dependent;
import jakarta.inject.Inject;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The labelled scores a threshold is calibrated on: a validator's recorded scores on the answers reviewers
 * decided (approved: good, rejected: bad), or its scores on a finished batch evaluation's labelled answers
 * (faithful: good, hallucinated: bad); each with the validator's verdict, from which the direction of its
 * score is read. Scores of a validator that skipped or erred are left out.
 */
@Dependent
public class CalibrationLabels {

    /** The most decided answers of each kind read. */
    static final int MOST_READ = 5000;

    @Inject
    ReviewQueue records;

    @Inject
    EvaluationRuns evaluations;

    /** Labelled scores and the verdicts they came with, in the same order. */
    public record Labels(List<Labelled> labelled, List<ValidatorOutcome> verdicts) {

        public long good() {
            return labelled.stream().filter(Labelled::good).count();
        }

        public long bad() {
            return labelled.size() - good();
        }
    }

    /** The answers reviewers decided of the tenant (null: of every tenant) that the validator scored. */
    public Labels decided(String tenant, String validator) {
        List<Labelled> labelled = new ArrayList<>();
        List<ValidatorOutcome> verdicts = new ArrayList<>();
        for (boolean good : new boolean[] {true, false}) {
            RecordFilter filter = new RecordFilter(null, tenant, null, null, good ? "approved" : "rejected", null,
                    null, null);
            for (ReviewItem item : records.find(filter, 0, MOST_READ)) {
                scored(item, validator).ifPresent(o -> {
                    labelled.add(new Labelled(o.score(), good));
                    verdicts.add(o);
                });
            }
        }
        return new Labels(labelled, verdicts);
    }

    /**
     * The validator's scores on a finished batch evaluation's labelled answers.
     *
     * @throws InvalidRequestException naming {@code evaluation_id} when it names no finished evaluation
     */
    public Labels evaluated(String evaluationId, String validator) {
        List<Labelled> labelled = new ArrayList<>();
        List<ValidatorOutcome> verdicts = new ArrayList<>();
        for (ScoredLabel label : scoredLabels(evaluationId, validator)) {
            labelled.add(new Labelled(label.score(), label.good()));
            verdicts.add(new ValidatorOutcome(validator, label.outcome(), label.score(), label.threshold(), List.of(), 0));
        }
        return new Labels(labelled, verdicts);
    }

    private List<ScoredLabel> scoredLabels(String evaluationId, String validator) {
        long id;
        try {
            id = Long.parseLong(evaluationId == null ? "" : evaluationId.strip());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException("evaluation_id", "evaluation_id names the batch evaluation to calibrate "
                    + "on (its id) when source is evaluation");
        }
        StoredEvaluation run = evaluations.one(id).orElseThrow(() -> new InvalidRequestException("evaluation_id",
                "there is no evaluation " + id));
        if (run.status() != EvaluationStatus.DONE) {
            throw new InvalidRequestException("evaluation_id", "evaluation " + id + " is " + run.status().label()
                    + "; calibrate on one that is done");
        }
        return evaluations.labelled(id, validator).stream()
                .filter(l -> l.outcome() != Outcome.SKIPPED && l.outcome() != Outcome.ERROR).toList();
    }

    /** The validator's verdict on a decided answer, when it scored it. */
    private static Optional<ValidatorOutcome> scored(ReviewItem item, String validator) {
        return item.outcomes().stream()
                .filter(o -> o.validator().equals(validator) && o.score() != null)
                .filter(o -> o.outcome() != Outcome.SKIPPED && o.outcome() != Outcome.ERROR)
                .findFirst();
    }
}
