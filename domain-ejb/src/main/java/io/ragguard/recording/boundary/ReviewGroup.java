package io.ragguard.recording.boundary;

import java.time.Instant;

/**
 * Repeats of one answer in the review queue: the same question, status and flagging validators, for one tenant
 * on one UTC day (see {@link ReviewItem#groupKey()}). {@code count} answers the filter selects, {@code undecided}
 * of them without a decision, the newest recorded at {@code newestAt} and shown as the group's {@code newest};
 * {@code severity} is the highest among them (null when none needs review).
 */
public record ReviewGroup(String key, long count, long undecided, Instant newestAt, Severity severity,
                          ReviewItem newest) {
}
