package io.ragguard.policy.boundary;

/**
 * What to calibrate: a validator's threshold, on the answers of one tenant (null: every tenant's), from the
 * reviewers' {@code decisions} ({@code approved}: good, {@code rejected}: bad), keeping at least {@code floor}
 * of the good answers passing (null: {@value #DEFAULT_FLOOR}).
 */
public record CalibrationRequest(String validator, String tenant, String source, String evaluationId, Double floor) {

    public static final double DEFAULT_FLOOR = 0.8;
    public static final int MIN_LABELS = 30;
}
