package io.ragguard.console.dashboard;

import java.time.Duration;

/** The time ranges the dashboard offers: the last day, week or month up to now, or between two dates. */
public enum Range {
    DAY("Last 24 hours", Duration.ofHours(24)),
    WEEK("Last 7 days", Duration.ofDays(7)),
    MONTH("Last 30 days", Duration.ofDays(30)),
    DATES("Between dates (UTC)", null);

    private final String label;
    private final Duration length;

    Range(String label, Duration length) {
        this.label = label;
        this.length = length;
    }

    public String getLabel() {
        return label;
    }

    /** How far back from now the range reaches; null for {@link #DATES}. */
    Duration length() {
        return length;
    }
}
