package io.ragguard.console.review;

import io.ragguard.console.display.Segment;
import io.ragguard.console.display.WordDiff;
import io.ragguard.recording.boundary.ReviewItem;

import java.io.Serializable;
import java.util.List;

/**
 * What the page shows of one recorded answer beyond the record itself: the answer as served against
 * the answer as generated, word by word, and the evidence passages with the claims' spans marked.
 */
public record RecordDetail(List<Segment> diff, boolean changed, List<EvidencePassage> passages) implements Serializable {

    static RecordDetail of(ReviewItem item) {
        boolean changed = item.answerAfter() != null && !item.answerAfter().equals(item.answerBefore());
        return new RecordDetail(changed ? WordDiff.of(item.answerBefore(), item.answerAfter()) : List.of(), changed,
                EvidencePassage.of(item.context(), item.claims()));
    }
}
