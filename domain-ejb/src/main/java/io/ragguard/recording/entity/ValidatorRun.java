package io.ragguard.recording.entity;

import jakarta.persistence.Convert;
import io.ragguard.verdict.Outcome;
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

/** What one validator concluded about one recorded answer. */
@Entity
@Table(name = "validator_result")
public class ValidatorRun {

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "validator_result_seq")
    @SequenceGenerator(name = "validator_result_seq", sequenceName = "validator_result_seq", allocationSize = V6__IdSequences.ALLOCATION)
    private Long id;

    @ManyToOne(fetch = FetchType.LAZY, optional = false)
    @JoinColumn(name = "record_id")
    private ValidationRecord record;

    @Column(nullable = false)
    private int position;

    @Column(nullable = false)
    private String validator;

    @Column(nullable = false)
    @Convert(converter = Outcome.Column.class)
    private Outcome outcome;

    private Double score;

    private Double threshold;

    private String reasons;

    @Column(nullable = false)
    private long micros;

    @Column(nullable = false)
    private boolean observed;

    protected ValidatorRun() {
    }

    ValidatorRun(ValidationRecord record, int position, String validator, Outcome outcome, Double score,
                 Double threshold, String reasons, long micros, boolean observed) {
        this.observed = observed;
        this.record = record;
        this.position = position;
        this.validator = validator;
        this.outcome = outcome;
        this.score = score;
        this.threshold = threshold;
        this.reasons = reasons;
        this.micros = micros;
    }

    /** Whether the validator ran in observe mode: recorded, but its verdict did not change the answer. */
    public boolean isObserved() {
        return observed;
    }

    public String getValidator() {
        return validator;
    }

    public Outcome getOutcome() {
        return outcome;
    }

    public Double getScore() {
        return score;
    }

    public Double getThreshold() {
        return threshold;
    }

    public String getReasons() {
        return reasons;
    }

    public long getMicros() {
        return micros;
    }
}
