package io.ragguard.recording.entity;

import io.ragguard.recording.boundary.Severity;
import io.ragguard.verdict.Outcome;
import jakarta.persistence.Convert;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.database.V6__IdSequences;
import jakarta.persistence.CascadeType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.OneToMany;
import jakarta.persistence.OrderBy;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One request as it was answered: question, answer before and after validation, and why: each
 * validator's run, the answer's claims with their verdicts when faithfulness or claims judged them, and
 * for a reply that does not answer, why it declined.
 */
@Entity
@Table(name = "validation_record")
@NamedQuery(name = ValidationRecord.BY_REQUEST,
        query = "select r from ValidationRecord r where r.requestId = :requestId")
@NamedQuery(name = ValidationRecord.OLDER_THAN,
        query = "select r.id from ValidationRecord r where r.createdAt < :cutoff order by r.id")
@NamedQuery(name = ValidationRecord.DELETE_IDS, query = "delete from ValidationRecord r where r.id in :ids")
@NamedQuery(name = ValidationRecord.BY_REQUESTS,
        query = "select r from ValidationRecord r where r.requestId in :requestIds")
@NamedQuery(name = ValidationRecord.UNDECIDED_IN_GROUP, query = "select r from ValidationRecord r "
        + "where r.groupKey = :groupKey and r.decision is null order by r.createdAt desc, r.id desc")
@NamedQuery(name = ValidationRecord.UNTRIAGED,
        query = "select r from ValidationRecord r where r.groupKey is null order by r.id")
@NamedQuery(name = ValidationRecord.TRIAGE,
        query = "update ValidationRecord r set r.severity = :severity, r.groupKey = :groupKey where r.id = :id")
public class ValidationRecord {

    public static final String BY_REQUEST = "ValidationRecord.byRequest";
    public static final String BY_REQUESTS = "ValidationRecord.byRequests";
    public static final String UNDECIDED_IN_GROUP = "ValidationRecord.undecidedInGroup";
    public static final String UNTRIAGED = "ValidationRecord.untriaged";
    public static final String TRIAGE = "ValidationRecord.triage";
    public static final String OLDER_THAN = "ValidationRecord.olderThan";
    public static final String DELETE_IDS = "ValidationRecord.deleteIds";

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "validation_record_seq")
    @SequenceGenerator(name = "validation_record_seq", sequenceName = "validation_record_seq", allocationSize = V6__IdSequences.ALLOCATION)
    private Long id;

    @Column(name = "request_id", nullable = false, unique = true)
    private String requestId;

    @Column(nullable = false)
    private String endpoint;

    @Column(name = "tenant_id", nullable = false)
    private String tenantId;

    @Column(name = "conversation_id")
    private String conversationId;

    @Column(nullable = false)
    private String question;

    @Column(name = "answer_before")
    private String answerBefore;

    @Column(name = "answer_after")
    private String answerAfter;

    @Column(nullable = false)
    @Convert(converter = AnswerStatus.Column.class)
    private AnswerStatus status;

    @Column(name = "decline_reason", length = 16)
    private String declineReason;

    private String generator;

    @Column(name = "key_name", length = 100)
    private String keyName;

    private String reasons;

    private String context;

    @Column(name = "context_quality")
    private Double contextQuality;

    @Column(name = "retrieval_ms")
    private Double retrievalMs;

    @Column(name = "generation_ms")
    private Double generationMs;

    @Column(name = "validation_ms")
    private Double validationMs;

    @Column(name = "tone_ms")
    private Double toneMs;

    @Column(name = "total_ms")
    private Double totalMs;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    @OneToMany(mappedBy = "record", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("position")
    private List<ValidatorRun> validatorRuns = new ArrayList<>();

    @OneToMany(mappedBy = "record", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("position")
    private List<RecordedClaim> claims = new ArrayList<>();

    /** The latest of {@link #decisions}, kept on the record so that the queue can filter by it. */
    private String decision;

    @OneToMany(mappedBy = "record", cascade = CascadeType.ALL, orphanRemoval = true)
    @OrderBy("decidedAt, id")
    private List<ReviewDecision> decisions = new ArrayList<>();

    /** How urgently it needs review; null for an answer that needs none (passed, unvalidated). */
    @Column(length = 8)
    @Convert(converter = Severity.Column.class)
    private Severity severity;

    /** What its repeats share (see GroupKey); null only for a record made before V20 and not yet triaged. */
    @Column(name = "group_key", length = 64)
    private String groupKey;

    /** Who is to review it: a user's name, or {@code role:<role>} for everyone of a role; null for no one yet. */
    @Column(length = 200)
    private String assignee;

    @Column(name = "assigned_by", length = 200)
    private String assignedBy;

    @Column(name = "assigned_at")
    private Instant assignedAt;

    protected ValidationRecord() {
    }

    public ValidationRecord(String requestId, String endpoint, String tenantId, String conversationId,
                            String question, String answerBefore, String answerAfter, AnswerStatus status,
                            String reasons, String context, Double contextQuality) {
        this.requestId = requestId;
        this.endpoint = endpoint;
        this.tenantId = tenantId;
        this.conversationId = conversationId;
        this.question = question;
        this.answerBefore = answerBefore;
        this.answerAfter = answerAfter;
        this.status = status;
        this.reasons = reasons;
        this.context = context;
        this.contextQuality = contextQuality;
        this.createdAt = Instant.now();
    }

    /**
     * Why the reply does not answer ({@code no_context}, {@code off_topic}, {@code unsupported},
     * {@code out_of_scope}); only a record whose status is {@code declined} has one.
     *
     * @throws IllegalArgumentException for a reason on a record that is not declined
     */
    public void declinedFor(String reason) {
        if (reason != null && status != AnswerStatus.DECLINED) {
            throw new IllegalArgumentException("a " + status + " answer has no decline reason");
        }
        this.declineReason = reason;
    }

    public String getDeclineReason() {
        return declineReason;
    }

    /** The model that wrote the answer, when RAG Guard generated it. */
    public void generatedBy(String generator) {
        this.generator = generator;
    }

    public String getGenerator() {
        return generator;
    }

    /** The name of the integration key the request presented (never its value). */
    public void presentedKey(String keyName) {
        this.keyName = keyName;
    }

    public String getKeyName() {
        return keyName;
    }

    public void latencies(Double retrieval, Double generation, Double validation, Double tone, Double total) {
        this.retrievalMs = retrieval;
        this.generationMs = generation;
        this.validationMs = validation;
        this.toneMs = tone;
        this.totalMs = total;
    }

    /** An enforced validator's run. */
    public void addRun(String validator, Outcome outcome, Double score, Double threshold, String runReasons,
                       long micros) {
        addRun(validator, outcome, score, threshold, runReasons, micros, false);
    }

    /** A validator's run; {@code observed} when it ran in observe mode and did not change the answer. */
    public void addRun(String validator, Outcome outcome, Double score, Double threshold, String runReasons,
                       long micros, boolean observed) {
        validatorRuns.add(new ValidatorRun(this, validatorRuns.size(), validator, outcome, score, threshold,
                runReasons, micros, observed));
    }

    /** A claim of the answer as {@code validator} judged it (null: not known, for claims recorded before V13). */
    public void addClaim(String validator, String text, String verdict, Double score, String evidenceId,
                         Integer start, Integer end) {
        claims.add(new RecordedClaim(this, claims.size(), validator, text, verdict, score, evidenceId, start, end));
    }

    /** Records a reviewer's decision; it becomes the record's current one, the earlier ones are kept. */
    public void decide(String decision, String note, String reviewer) {
        decisions.add(new ReviewDecision(this, decision, note, reviewer));
        this.decision = decision;
    }

    public String getDecision() {
        return decision;
    }

    /** Its severity and group key, as the triage of what was recorded about it gives them. */
    public void triaged(Severity severity, String groupKey) {
        this.severity = severity;
        this.groupKey = groupKey;
    }

    public Severity getSeverity() {
        return severity;
    }

    public String getGroupKey() {
        return groupKey;
    }

    /**
     * Assigns it to {@code assignee} (null: to no one), by {@code by}; false when it was assigned so already,
     * and nothing changed.
     */
    public boolean assign(String assignee, String by) {
        if (Objects.equals(this.assignee, assignee)) {
            return false;
        }
        this.assignee = assignee;
        this.assignedBy = assignee == null ? null : by;
        this.assignedAt = assignee == null ? null : Instant.now();
        return true;
    }

    public String getAssignee() {
        return assignee;
    }

    public String getAssignedBy() {
        return assignedBy;
    }

    public Instant getAssignedAt() {
        return assignedAt;
    }

    public List<ReviewDecision> getDecisions() {
        return decisions;
    }

    public Long getId() {
        return id;
    }

    public String getRequestId() {
        return requestId;
    }

    public String getEndpoint() {
        return endpoint;
    }

    public String getTenantId() {
        return tenantId;
    }

    public String getConversationId() {
        return conversationId;
    }

    public String getQuestion() {
        return question;
    }

    public String getAnswerBefore() {
        return answerBefore;
    }

    public String getAnswerAfter() {
        return answerAfter;
    }

    public AnswerStatus getStatus() {
        return status;
    }

    public String getReasons() {
        return reasons;
    }

    public String getContext() {
        return context;
    }

    public Double getContextQuality() {
        return contextQuality;
    }

    public Double getRetrievalMs() {
        return retrievalMs;
    }

    public Double getGenerationMs() {
        return generationMs;
    }

    public Double getValidationMs() {
        return validationMs;
    }

    public Double getToneMs() {
        return toneMs;
    }

    public Double getTotalMs() {
        return totalMs;
    }

    public Instant getCreatedAt() {
        return createdAt;
    }

    public List<ValidatorRun> getValidatorRuns() {
        return validatorRuns;
    }

    public List<RecordedClaim> getClaims() {
        return claims;
    }
}
