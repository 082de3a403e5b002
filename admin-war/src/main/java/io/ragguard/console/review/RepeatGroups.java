package io.ragguard.console.review;

import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.ReviewGroup;
import io.ragguard.recording.boundary.ReviewQueue;
import org.primefaces.model.FilterMeta;
import org.primefaces.model.LazyDataModel;
import org.primefaces.model.SortMeta;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The groups of repeats among the answers the page's filter selects, one page at a time from the database, in the
 * filter's order; the filter is read afresh for every page and count.
 */
public class RepeatGroups extends LazyDataModel<ReviewGroup> {

    private static final long serialVersionUID = 1L;

    private final ReviewQueue queue;
    private final Supplier<RecordFilter> filter;

    public RepeatGroups(ReviewQueue queue, Supplier<RecordFilter> filter) {
        this.queue = queue;
        this.filter = filter;
    }

    @Override
    public int count(Map<String, FilterMeta> filterBy) {
        return (int) Math.min(queue.countGroups(filter.get()), Integer.MAX_VALUE);
    }

    @Override
    public List<ReviewGroup> load(int first, int pageSize, Map<String, SortMeta> sortBy,
                                  Map<String, FilterMeta> filterBy) {
        return queue.groups(filter.get(), first, pageSize);
    }

    @Override
    public String getRowKey(ReviewGroup group) {
        return group.key() != null ? group.key() : group.newest().requestId();
    }

    @Override
    public ReviewGroup getRowData(String key) {
        List<ReviewGroup> page = getWrappedData();
        return (page == null ? List.<ReviewGroup>of() : page).stream().filter(g -> getRowKey(g).equals(key))
                .findFirst().orElse(null);
    }
}
