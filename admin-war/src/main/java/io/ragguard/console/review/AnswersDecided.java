package io.ragguard.console.review;

import io.ragguard.recording.boundary.ReviewItem;

import java.util.Set;

/**
 * Answers the page decided many at once: by their request ids, or as the undecided answers of a group of repeats
 * ({@code groupKey}); an answer open beside the list shows its decision again.
 */
public record AnswersDecided(Set<String> requestIds, String groupKey) {

    public AnswersDecided {
        requestIds = Set.copyOf(requestIds);
    }

    boolean touches(ReviewItem item) {
        return requestIds.contains(item.requestId()) || groupKey != null && groupKey.equals(item.groupKey());
    }
}
