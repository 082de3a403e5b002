package io.ragguard.console.review;

import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ReviewQueue;
import org.primefaces.model.FilterMeta;
import org.primefaces.model.LazyDataModel;
import org.primefaces.model.SortMeta;

import java.util.List;
import java.util.Map;

/** The review queue one page at a time, newest first; sorting and filtering are not offered. */
public class FlaggedAnswers extends LazyDataModel<ReviewItem> {

    private static final long serialVersionUID = 1L;

    private final ReviewQueue queue;

    public FlaggedAnswers(ReviewQueue queue) {
        this.queue = queue;
    }

    @Override
    public int count(Map<String, FilterMeta> filterBy) {
        return (int) Math.min(queue.depth(), Integer.MAX_VALUE);
    }

    @Override
    public List<ReviewItem> load(int first, int pageSize, Map<String, SortMeta> sortBy,
                                 Map<String, FilterMeta> filterBy) {
        return queue.flagged(first, pageSize);
    }

    @Override
    public String getRowKey(ReviewItem item) {
        return item.requestId();
    }

    @Override
    public ReviewItem getRowData(String requestId) {
        List<ReviewItem> page = getWrappedData();
        return (page == null ? List.<ReviewItem>of() : page).stream()
                .filter(item -> item.requestId().equals(requestId))
                .findFirst()
                .orElseGet(() -> queue.byRequest(requestId).orElse(null));
    }
}
