package io.ragguard.console.knowledge;

import io.ragguard.knowledge.boundary.DocumentPage;
import io.ragguard.knowledge.boundary.DocumentSummary;
import io.ragguard.knowledge.boundary.Knowledge;
import org.primefaces.model.FilterMeta;
import org.primefaces.model.LazyDataModel;
import org.primefaces.model.SortMeta;

import java.util.List;
import java.util.Map;

/** One tenant's documents a page at a time, newest first, optionally those whose title holds a text. */
public class KnowledgeDocuments extends LazyDataModel<DocumentSummary> {

    private static final long serialVersionUID = 1L;

    private final Knowledge knowledge;
    private String tenant;
    private String title;

    public KnowledgeDocuments(Knowledge knowledge, String tenant) {
        this.knowledge = knowledge;
        this.tenant = tenant;
    }

    void setTenant(String tenant) {
        this.tenant = tenant;
    }

    void setTitle(String title) {
        this.title = title;
    }

    @Override
    public int count(Map<String, FilterMeta> filterBy) {
        return (int) Math.min(knowledge.page(tenant, title, 0, 1).total(), Integer.MAX_VALUE);
    }

    @Override
    public List<DocumentSummary> load(int first, int pageSize, Map<String, SortMeta> sortBy,
                                      Map<String, FilterMeta> filterBy) {
        DocumentPage page = knowledge.page(tenant, title, first, pageSize);
        setRowCount((int) Math.min(page.total(), Integer.MAX_VALUE));
        return page.items();
    }

    @Override
    public String getRowKey(DocumentSummary document) {
        return Long.toString(document.id());
    }

    @Override
    public DocumentSummary getRowData(String id) {
        List<DocumentSummary> page = getWrappedData();
        return (page == null ? List.<DocumentSummary>of() : page).stream()
                .filter(document -> getRowKey(document).equals(id))
                .findFirst()
                .orElse(null);
    }
}
