package io.ragguard.recording.entity;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.FetchType;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.JoinColumn;
import jakarta.persistence.ManyToOne;
import jakarta.persistence.Table;

import java.time.Instant;

/** A reviewer's decision on a recorded answer, kept with every earlier one. */
@Entity
@Table(name = "review_decision")
public class ReviewDecision {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "record_id")
    private ValidationRecord record;

    @Column(nullable = false)
    private String decision;

    private String note;

    @Column(nullable = false)
    private String reviewer;

    @Column(name = "decided_at", nullable = false)
    private Instant decidedAt;

    protected ReviewDecision() {
    }

    ReviewDecision(ValidationRecord record, String decision, String note, String reviewer) {
        this.record = record;
        this.decision = decision;
        this.note = note;
        this.reviewer = reviewer;
        this.decidedAt = Instant.now();
    }

    public Long getId() {
        return id;
    }

    public ValidationRecord getRecord() {
        return record;
    }

    public String getDecision() {
        return decision;
    }

    public String getNote() {
        return note;
    }

    public String getReviewer() {
        return reviewer;
    }

    public Instant getDecidedAt() {
        return decidedAt;
    }
}
