package io.ragguard.recording.entity;

import io.ragguard.database.V6__IdSequences;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

/**
 * One claim of a recorded answer: the validator that judged it, its verdict and the evidence span it was
 * judged against.
 */
@Entity
@Table(name = "recorded_claim")
public class RecordedClaim {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "recorded_claim_seq")
    @SequenceGenerator(name = "recorded_claim_seq", sequenceName = "recorded_claim_seq", allocationSize = V6__IdSequences.ALLOCATION)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "record_id")
    private ValidationRecord record;

    @Column(nullable = false)
    private int position;

    @Column(length = 40)
    private String validator;

    @Column(name = "claim", nullable = false)
    private String text;

    @Column(nullable = false)
    private String verdict;

    private Double score;

    @Column(name = "evidence_id")
    private String evidenceId;

    @Column(name = "span_start")
    private Integer spanStart;

    @Column(name = "span_end")
    private Integer spanEnd;

    protected RecordedClaim() {
    }

    RecordedClaim(ValidationRecord record, int position, String validator, String text, String verdict,
                  Double score, String evidenceId, Integer spanStart, Integer spanEnd) {
        this.record = record;
        this.position = position;
        this.validator = validator;
        this.text = text;
        this.verdict = verdict;
        this.score = score;
        this.evidenceId = evidenceId;
        this.spanStart = spanStart;
        this.spanEnd = spanEnd;
    }

    /** The validator whose verdict this is; null for a claim recorded before validators were named. */
    public String getValidator() {
        return validator;
    }

    public String getText() {
        return text;
    }

    public String getVerdict() {
        return verdict;
    }

    public Double getScore() {
        return score;
    }

    public String getEvidenceId() {
        return evidenceId;
    }

    public Integer getSpanStart() {
        return spanStart;
    }

    public Integer getSpanEnd() {
        return spanEnd;
    }
}
