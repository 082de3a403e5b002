package io.ragguard.console.audit;

import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.audit.boundary.AuditLog;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;

/** The most recent audited changes, newest first. */
@Named
@ViewScoped
public class AuditPage implements Serializable {

    private static final long serialVersionUID = 1L;

    /** How far back the page looks; older entries stay in the database and the admin API. */
    static final int RECENT = 500;

    @Inject
    AuditLog log;

    private List<AuditEntry> entries;

    @PostConstruct
    void load() {
        entries = log.recent(RECENT);
    }

    public List<AuditEntry> getEntries() {
        return entries;
    }

    public int getLimit() {
        return RECENT;
    }
}
