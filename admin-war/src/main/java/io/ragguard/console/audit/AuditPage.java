package io.ragguard.console.audit;

import io.ragguard.audit.boundary.AuditCsv;
import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.audit.boundary.AuditFilter;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.console.display.CsvDownload;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.model.FilterMeta;
import org.primefaces.model.LazyDataModel;
import org.primefaces.model.SortMeta;

import java.io.IOException;
import java.io.Serializable;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;

/**
 * The audit trail, newest first, a page at a time from the database: filtered by who, what (an action
 * or its kind) and when, and exported as CSV.
 */
@Named
@ViewScoped
public class AuditPage implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The kinds of action the trail holds, for the filter's menu. */
    static final List<String> KINDS = List.of("setting", "knowledge", "identity", "tone", "tenant", "term", "record",
            "records", "guardrail", "key", "login");

    @Inject
    AuditLog log;

    private String actor;
    private String action;
    private LocalDate from;
    private LocalDate to;
    private LazyDataModel<AuditEntry> entries;

    @PostConstruct
    void load() {
        entries = new LazyDataModel<>() {
            private static final long serialVersionUID = 1L;

            @Override
            public int count(Map<String, FilterMeta> filterBy) {
                return (int) Math.min(log.count(filter()), Integer.MAX_VALUE);
            }

            @Override
            public List<AuditEntry> load(int first, int pageSize, Map<String, SortMeta> sortBy,
                                         Map<String, FilterMeta> filterBy) {
                return log.find(filter(), first, pageSize);
            }

            @Override
            public String getRowKey(AuditEntry entry) {
                return String.valueOf(entry.id());
            }
        };
    }

    AuditFilter filter() {
        return new AuditFilter(actor, action, CsvDownload.from(from), CsvDownload.to(to));
    }

    /** Sends every entry the filters select as a CSV file. */
    public void export() throws IOException {
        CsvDownload.send(AuditCsv.fileName(), out -> AuditCsv.write(log, filter(), out));
    }

    public LazyDataModel<AuditEntry> getEntries() {
        return entries;
    }

    public List<String> getKinds() {
        return KINDS;
    }

    public String getActor() {
        return actor;
    }

    public void setActor(String actor) {
        this.actor = actor;
    }

    public String getAction() {
        return action;
    }

    public void setAction(String action) {
        this.action = action;
    }

    public LocalDate getFrom() {
        return from;
    }

    public void setFrom(LocalDate from) {
        this.from = from;
    }

    public LocalDate getTo() {
        return to;
    }

    public void setTo(LocalDate to) {
        this.to = to;
    }
}
