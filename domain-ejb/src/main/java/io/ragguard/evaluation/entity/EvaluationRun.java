package io.ragguard.evaluation.entity;

import io.ragguard.evaluation.boundary.EvaluationStatus;
import jakarta.persistence.Column;
import jakarta.persistence.Convert;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

/**
 * One batch evaluation: what it runs (name, tenant, policy, how many rows), who started it and when, how far
 * it has come, and once it ends its figures (JSON texts written by the answering component) or its error.
 */
@Entity
@Table(name = "evaluation_run")
@NamedQuery(name = EvaluationRun.LISTED, query = "select new io.ragguard.evaluation.boundary.StoredEvaluation("
        + "e.id, e.name, e.tenantId, e.policyId, e.status, e.progress, e.rowCount, e.createdBy, e.startedAt, "
        + "e.finishedAt, e.summary, null, null, e.error) from EvaluationRun e order by e.startedAt desc, e.id desc")
@NamedQuery(name = EvaluationRun.INTERRUPT, query = "update EvaluationRun e set e.status = :failed, "
        + "e.error = :error, e.finishedAt = :now where e.status = :running")
public class EvaluationRun {

    public static final String LISTED = "EvaluationRun.listed";
    public static final String INTERRUPT = "EvaluationRun.interrupt";

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(nullable = false)
    private String name;

    @Column(name = "tenant_id")
    private String tenantId;

    @Column(name = "policy_id")
    private Long policyId;

    @Column(nullable = false)
    @Convert(converter = EvaluationStatus.Column.class)
    private EvaluationStatus status;

    private double progress;

    @Column(name = "row_count", nullable = false)
    private int rowCount;

    @Column(name = "created_by", nullable = false)
    private String createdBy;

    @Column(name = "started_at", nullable = false)
    private Instant startedAt;

    @Column(name = "finished_at")
    private Instant finishedAt;

    private String summary;

    private String misses;

    private String verdicts;

    private String scores;

    private String error;

    protected EvaluationRun() {
    }

    public EvaluationRun(String name, String tenantId, Long policyId, int rowCount, String createdBy) {
        this.name = name;
        this.tenantId = tenantId;
        this.policyId = policyId;
        this.rowCount = rowCount;
        this.createdBy = createdBy;
        this.startedAt = Instant.now();
        this.status = EvaluationStatus.RUNNING;
    }

    /** How far a running evaluation has come, 0 to 1; a finished one stays as it is. */
    public void advanced(double share) {
        if (status == EvaluationStatus.RUNNING) {
            progress = Math.max(0, Math.min(share, 0.99));
        }
    }

    public void finished(String summaryJson, String missesJson, String verdictsJson, String scoresJson) {
        summary = summaryJson;
        misses = missesJson;
        verdicts = verdictsJson;
        scores = scoresJson;
        progress = 1.0;
        status = EvaluationStatus.DONE;
        finishedAt = Instant.now();
    }

    public void failed(String reason) {
        error = reason;
        status = EvaluationStatus.FAILED;
        finishedAt = Instant.now();
    }

    public Long getId() {
        return id;
    }

    public String getName() {
        return name;
    }

    public String getTenantId() {
        return tenantId;
    }

    public Long getPolicyId() {
        return policyId;
    }

    public EvaluationStatus getStatus() {
        return status;
    }

    public double getProgress() {
        return progress;
    }

    public int getRowCount() {
        return rowCount;
    }

    public String getCreatedBy() {
        return createdBy;
    }

    public Instant getStartedAt() {
        return startedAt;
    }

    public Instant getFinishedAt() {
        return finishedAt;
    }

    public String getSummary() {
        return summary;
    }

    public String getMisses() {
        return misses;
    }

    public String getVerdicts() {
        return verdicts;
    }

    public String getScores() {
        return scores;
    }

    public String getError() {
        return error;
    }
}
