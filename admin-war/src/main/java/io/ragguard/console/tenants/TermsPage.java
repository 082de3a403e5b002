package io.ragguard.console.tenants;

import io.ragguard.request.Problem;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.tenant.boundary.TenantDraft;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;

/** The term catalog of the tenant opened on the tenants page: each word changed, added or removed. */
@Named
@ViewScoped
public class TermsPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Tenants tenants;

    private TenantView tenant;
    private List<TermRow> rows = List.of();
    private String newCanonical;
    private String newTerm;

    public void open(TenantView chosen) {
        show(tenants.find(chosen.id()));
    }

    /** Reads the open tenant again (after it was renamed, say). */
    void refresh() {
        if (tenant != null) {
            show(tenants.find(tenant.id()));
        }
    }

    void closeIf(String id) {
        if (tenant != null && tenant.id().equals(id)) {
            show(Optional.empty());
        }
    }

    public void save(TermRow row) {
        put(row.getCanonical(), row.getTerm());
    }

    public void add() {
        if (put(newCanonical, newTerm)) {
            newCanonical = null;
            newTerm = null;
        }
    }

    public void remove(TermRow row) {
        if (tenants.removeTerm(tenant.id(), row.getCanonical(), Account.signedIn())) {
            Growl.info("Removed", tenant.id() + ": " + row.getCanonical());
        } else {
            Growl.warn("Already gone", tenant.id() + ": " + row.getCanonical());
        }
        refresh();
    }

    private boolean put(String canonical, String term) {
        String concept = canonical == null ? null : canonical.strip();
        String word = term == null ? null : term.strip();
        Optional<Problem> problem = TenantDraft.termProblem(concept, word);
        if (problem.isPresent()) {
            Growl.error("Not saved", problem.get().message());
            return false;
        }
        Optional<TenantView> changed = tenants.putTerm(tenant.id(), concept, word, Account.signedIn());
        if (changed.isEmpty()) {
            Growl.warn("Not saved", "there is no tenant " + tenant.id() + " any more");
        } else {
            Growl.info("Saved", tenant.id() + ": " + concept + " = " + word);
        }
        show(changed);
        return changed.isPresent();
    }

    private void show(Optional<TenantView> shown) {
        tenant = shown.orElse(null);
        rows = shown.map(t -> t.terms().entrySet().stream().map(e -> new TermRow(e.getKey(), e.getValue())).toList())
                .orElse(List.of());
    }


    public TenantView getTenant() {
        return tenant;
    }

    public List<TermRow> getRows() {
        return rows;
    }

    public String getNewCanonical() {
        return newCanonical;
    }

    public void setNewCanonical(String newCanonical) {
        this.newCanonical = newCanonical;
    }

    public String getNewTerm() {
        return newTerm;
    }

    public void setNewTerm(String newTerm) {
        this.newTerm = newTerm;
    }
}
