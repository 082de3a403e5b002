package io.ragguard.console.policies;

import io.ragguard.answering.boundary.ReplaySummary;

import java.io.Serializable;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** How many replayed answers had a status as recorded, and how many have it under the policy. */
public record StatusCount(String status, long before, long after) implements Serializable {

    /** One row per status that either side has, those recorded first. */
    static List<StatusCount> of(ReplaySummary summary) {
        Set<String> statuses = new LinkedHashSet<>(summary.statusesBefore().keySet());
        statuses.addAll(summary.statusesAfter().keySet());
        return statuses.stream().map(status -> new StatusCount(status,
                summary.statusesBefore().getOrDefault(status, 0L), summary.statusesAfter().getOrDefault(status, 0L)))
                .toList();
    }
}
