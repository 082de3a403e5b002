package io.ragguard.evaluation.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.evaluation.entity.EvaluationRun;
import io.ragguard.verdict.Outcome;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.io.StringReader;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The stored batch evaluations: a run begun (audited as {@code evaluation.start}), its progress, its figures
 * once done or its error, read one by one or listed newest first, and a validator's scores on its labelled
 * answers for calibration. The answering component runs them; this keeps them across restarts.
 */
@Stateless
public class EvaluationRuns {

    /** The most runs a listing gives. */
    static final int LISTED = 200;
    static final String INTERRUPTED = "the server stopped before the evaluation finished; start it again";

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    public long begin(String name, String tenant, Long policyId, int rows, String actor) {
        EvaluationRun run = new EvaluationRun(name, tenant, policyId, rows, actor);
        em.persist(run);
        em.flush();
        audit.record(actor, "evaluation.start", "evaluation " + run.getId(), null, name + ": " + rows + " rows"
                + (tenant == null ? "" : " for " + tenant) + (policyId == null ? "" : " with policy " + policyId));
        return run.getId();
    }

    public void advanced(long id, double share) {
        Optional.ofNullable(em.find(EvaluationRun.class, id)).ifPresent(run -> run.advanced(share));
    }

    public void finished(long id, EvaluationResult result) {
        Optional.ofNullable(em.find(EvaluationRun.class, id)).ifPresent(run -> run.finished(result.summary(),
                result.misses(), result.verdicts(), scores(result.scores())));
    }

    public void failed(long id, String reason) {
        Optional.ofNullable(em.find(EvaluationRun.class, id)).ifPresent(run -> run.failed(reason));
    }

    /** Marks the runs still running failed: on a start, none of them runs any more. */
    public int interrupted() {
        return em.createNamedQuery(EvaluationRun.INTERRUPT).setParameter("failed", EvaluationStatus.FAILED)
                .setParameter("running", EvaluationStatus.RUNNING).setParameter("error", INTERRUPTED)
                .setParameter("now", Instant.now()).executeUpdate();
    }

    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public Optional<StoredEvaluation> one(long id) {
        return Optional.ofNullable(em.find(EvaluationRun.class, id)).map(EvaluationRuns::view);
    }

    /** The latest runs, newest first, with their summaries but without their misses and verdicts. */
    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public List<StoredEvaluation> all() {
        return em.createNamedQuery(EvaluationRun.LISTED, StoredEvaluation.class).setMaxResults(LISTED)
                .getResultList();
    }

    /**
     * The validator's verdicts on the labelled answers of a finished run (empty when it scored none, or there
     * is no such run).
     */
    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public List<ScoredLabel> labelled(long id, String validator) {
        EvaluationRun run = em.find(EvaluationRun.class, id);
        if (run == null || run.getScores() == null) {
            return List.of();
        }
        JsonObject all;
        try (var reader = Json.createReader(new StringReader(run.getScores()))) {
            all = reader.readObject();
        }
        List<ScoredLabel> labelled = new ArrayList<>();
        for (JsonValue value : all.getOrDefault(validator, JsonValue.EMPTY_JSON_ARRAY).asJsonArray()) {
            JsonObject o = value.asJsonObject();
            labelled.add(new ScoredLabel(o.getJsonNumber("score").doubleValue(),
                    o.isNull("threshold") ? null : o.getJsonNumber("threshold").doubleValue(),
                    Outcome.valueOf(o.getString("outcome").toUpperCase(Locale.ROOT)), o.getBoolean("good")));
        }
        return labelled;
    }

    private static String scores(Map<String, List<ScoredLabel>> scores) {
        JsonObjectBuilder all = Json.createObjectBuilder();
        scores.forEach((validator, labels) -> {
            JsonArrayBuilder list = Json.createArrayBuilder();
            for (ScoredLabel l : labels) {
                JsonObjectBuilder o = Json.createObjectBuilder().add("score", l.score())
                        .add("outcome", l.outcome().label()).add("good", l.good());
                if (l.threshold() == null) {
                    o.addNull("threshold");
                } else {
                    o.add("threshold", l.threshold());
                }
                list.add(o);
            }
            all.add(validator, list);
        });
        return all.build().toString();
    }

    private static StoredEvaluation view(EvaluationRun r) {
        return new StoredEvaluation(r.getId(), r.getName(), r.getTenantId(), r.getPolicyId(), r.getStatus(),
                r.getProgress(), r.getRowCount(), r.getCreatedBy(), r.getStartedAt(), r.getFinishedAt(),
                r.getSummary(), r.getMisses(), r.getVerdicts(), r.getError());
    }
}
