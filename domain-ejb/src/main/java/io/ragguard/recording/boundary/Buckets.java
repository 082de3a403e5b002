package io.ragguard.recording.boundary;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * A time range [{@code from}, {@code to}) for statistics, cut into buckets of one {@code unit}: hours when
 * the range spans up to {@link #HOURLY_UP_TO}, UTC days beyond. {@code from} is the start of the first
 * bucket; the last one ends at {@code to}, which may cut it short.
 */
public record Buckets(Instant from, Instant to, ChronoUnit unit) {

    /** The longest range counted by the hour. */
    public static final Duration HOURLY_UP_TO = Duration.ofDays(2);
    /** The longest range, in days: an earlier start moves forward to it, which bounds the work of one view. */
    public static final int MAX_DAYS = 366;

    public Buckets {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
        if (unit != ChronoUnit.HOURS && unit != ChronoUnit.DAYS) {
            throw new IllegalArgumentException("buckets are hours or days, not " + unit);
        }
        if (!to.isAfter(from)) {
            throw new IllegalArgumentException("the range ends at " + to + ", not after its start " + from);
        }
    }

    /**
     * [{@code from}, {@code to}) by the hour up to two days, by the UTC day beyond, at most {@link #MAX_DAYS}
     * days back from {@code to}; {@code from} moves back to the start of its hour or day.
     */
    public static Buckets between(Instant from, Instant to) {
        if (!to.isAfter(from)) {
            throw new IllegalArgumentException("the range ends at " + to + ", not after its start " + from);
        }
        Instant earliest = to.minus(MAX_DAYS, ChronoUnit.DAYS);
        Instant start = from.isBefore(earliest) ? earliest : from;
        ChronoUnit unit = Duration.between(start, to).compareTo(HOURLY_UP_TO) <= 0 ? ChronoUnit.HOURS : ChronoUnit.DAYS;
        return new Buckets(start.truncatedTo(unit), to, unit);
    }

    /** The start of every bucket, oldest first. */
    public List<Instant> starts() {
        List<Instant> starts = new ArrayList<>();
        for (Instant start = from; start.isBefore(to); start = start.plus(1, unit)) {
            starts.add(start);
        }
        return starts;
    }

    /** The end of the bucket that starts at {@code start}: the next one's start, or {@code to} for the last. */
    public Instant end(Instant start) {
        Instant next = start.plus(1, unit);
        return next.isAfter(to) ? to : next;
    }
}
