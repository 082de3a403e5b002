package io.ragguard.recording.control;

import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.ReviewGroup;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.entity.ValidationRecord;
import jakarta.persistence.EntityManager;

import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The groups of repeats among the answers a filter selects (the records sharing a group key), in the caller's
 * transaction: a page of them, each counting only the answers the filter selects, with the newest of those in
 * full; and how many groups there are. Records not triaged yet belong to none.
 */
public final class RecordGroups {

    private RecordGroups() {
    }

    /** A page of groups, the newest first, or by their highest severity first when the filter orders so. */
    public static List<ReviewGroup> page(EntityManager em, RecordFilter filter, int first, int max) {
        RecordSelection selection = RecordSelection.of(filter).and(" and r.groupKey is not null");
        String rank = "min(" + RecordSelection.rank() + ")";
        String order = filter.order() == RecordFilter.Order.SEVERITY ? rank + ", max(r.createdAt) desc"
                : "max(r.createdAt) desc";
        List<Object[]> rows = selection.select(em, "select r.groupKey, count(r), sum(case when r.decision is null"
                + " then 1 else 0 end), max(r.createdAt), " + rank + " from ValidationRecord r",
                " group by r.groupKey order by " + order + ", r.groupKey", Object[].class)
                .setFirstResult(first).setMaxResults(max).getResultList();
        if (rows.isEmpty()) {
            return List.of();
        }
        Map<String, ReviewItem> newest = newest(em, filter, rows.stream().map(row -> (String) row[0]).toList(),
                rows.stream().map(row -> (Instant) row[3]).toList());
        return rows.stream().map(row -> new ReviewGroup((String) row[0], ((Number) row[1]).longValue(),
                ((Number) row[2]).longValue(), (Instant) row[3],
                RecordSelection.severityOf(((Number) row[4]).intValue()), newest.get((String) row[0]))).toList();
    }

    public static long count(EntityManager em, RecordFilter filter) {
        return RecordSelection.of(filter).select(em, "select count(distinct r.groupKey) from ValidationRecord r", "",
                Long.class).getSingleResult();
    }

    /**
     * The newest answer the filter selects of each group, found among those recorded at one of the groups'
     * newest times (the latest id among equal times).
     */
    private static Map<String, ReviewItem> newest(EntityManager em, RecordFilter filter, List<String> keys,
                                                  List<Instant> times) {
        Map<String, ReviewItem> newest = new HashMap<>();
        RecordSelection selection = RecordSelection.of(filter.withOrder(RecordFilter.Order.NEWEST))
                .and(" and r.groupKey in :keys", "keys", keys)
                .and(" and r.createdAt in :times", "times", times);
        selection.select(em, "select r from ValidationRecord r", selection.orderBy(false), ValidationRecord.class)
                .getResultStream().forEach(r -> newest.computeIfAbsent(r.getGroupKey(), key -> ReviewItems.item(r)));
        return newest;
    }
}
