package io.ragguard.console.review;

import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ReviewQueue;
import org.primefaces.model.FilterMeta;
import org.primefaces.model.LazyDataModel;
import org.primefaces.model.SortMeta;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The recorded answers the page's filter selects, one page at a time from the database, in the filter's order
 * (newest first, or most severe first); the filter is read afresh for every page and count.
 */
public class RecordedAnswers extends LazyDataModel<ReviewItem> {

    private static final long serialVersionUID = 1L;

    private final ReviewQueue queue;
    private final Supplier<RecordFilter> filter;

    public RecordedAnswers(ReviewQueue queue, Supplier<RecordFilter> filter) {
        this.queue = queue;
        this.filter = filter;
    }

    @Override
    public int count(Map<String, FilterMeta> filterBy) {
        return (int) Math.min(queue.count(filter.get()), Integer.MAX_VALUE);
    }

    @Override
    public List<ReviewItem> load(int first, int pageSize, Map<String, SortMeta> sortBy,
                                 Map<String, FilterMeta> filterBy) {
        return queue.find(filter.get(), first, pageSize);
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
