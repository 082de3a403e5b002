package io.ragguard.console.knowledge;

import io.ragguard.gaps.boundary.GapSummary;
import io.ragguard.recording.boundary.DeclinedQuestion;
import io.ragguard.recording.boundary.Statistics;
import io.ragguard.gaps.boundary.KnowledgeGapView;
import io.ragguard.gaps.boundary.KnowledgeGaps;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;

/**
 * What a tenant's knowledge lacked: the names answers used that no retrieved passage held (the
 * retrieval-coverage validator's gaps), most asked for first, and the latest questions that met them;
 * what to write next.
 */
@Named
@ViewScoped
public class KnowledgeGapsPage implements Serializable {

    private static final long serialVersionUID = 1L;
    static final int SHOWN = 100;

    @Inject
    KnowledgeGaps gaps;

    @Inject
    Tenants tenants;

    @Inject
    Statistics statistics;

    private List<String> tenantIds;
    private String tenant;
    private transient List<GapSummary> entities;
    private transient List<KnowledgeGapView> recent;
    private transient List<DeclinedQuestion> declined;

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        tenant = tenantIds.isEmpty() ? null : tenantIds.get(0);
        load();
    }

    public void load() {
        entities = tenant == null ? List.of() : gaps.summary(tenant, SHOWN);
        recent = tenant == null ? List.of() : gaps.recent(tenant, SHOWN);
        declined = tenant == null ? List.of() : statistics.declinedQuestions(tenant, SHOWN);
    }

    /** The questions the tenant's answers declined, most asked first. */
    public List<DeclinedQuestion> getDeclined() {
        return declined;
    }

    public List<GapSummary> getEntities() {
        return entities;
    }

    public List<KnowledgeGapView> getRecent() {
        return recent;
    }

    public List<String> getTenantIds() {
        return tenantIds;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }
}
