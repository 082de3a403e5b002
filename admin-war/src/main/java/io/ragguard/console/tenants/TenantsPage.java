package io.ragguard.console.tenants;

import io.ragguard.request.Problem;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.knowledge.boundary.Knowledge;
import io.ragguard.tenant.boundary.TenantConflictException;
import io.ragguard.tenant.boundary.TenantDraft;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The tenants: listed with their document counts, created and changed in a dialog, deleted after a
 * confirmation that names what goes with them. The term catalog of the tenant opened is {@link TermsPage}'s.
 */
@Named
@ViewScoped
public class TenantsPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Tenants tenants;

    @Inject
    Knowledge knowledge;

    @Inject
    TermsPage terms;

    @Inject
    @ConfigProperty(name = "chat.default.tenant", defaultValue = "northwind")
    String defaultTenant;

    private List<TenantView> all;
    private Map<String, Long> documents;
    private TenantForm form = TenantForm.blank();

    @PostConstruct
    void load() {
        all = tenants.all();
        documents = knowledge.documentCounts();
    }

    public void startCreate() {
        form = TenantForm.blank();
    }

    public void startEdit(TenantView tenant) {
        form = TenantForm.of(tenant);
    }

    /** Creates or changes the tenant of the dialog; the dialog closes only when that worked. */
    public void save() {
        TenantDraft draft = form.draft();
        Optional<Problem> problem = form.isCreating() ? draft.problem() : draft.problemOfNameOrDomain();
        if (problem.isPresent()) {
            Growl.error("Not saved", problem.get().message());
            return;
        }
        try {
            if (form.isCreating()) {
                TenantView created = tenants.create(draft, null, Account.signedIn());
                Growl.info("Created", created.name() + " (" + created.id() + "), with an empty index and its first "
                        + "identity prompt");
            } else if (tenants.update(draft, Account.signedIn()).isPresent()) {
                Growl.info("Saved", draft.name() + " (" + draft.id() + ")");
            } else {
                Growl.warn("Not saved", "there is no tenant " + draft.id() + " any more");
            }
            PrimeFaces.current().ajax().addCallbackParam("saved", true);
        } catch (TenantConflictException e) {
            Growl.error("Not saved", e.getMessage());
        }
        load();
        terms.refresh();
    }

    public void delete(TenantView tenant) {
        try {
            if (tenants.delete(tenant.id(), Account.signedIn())) {
                Growl.info("Deleted", tenant.name() + " (" + tenant.id() + ") and everything kept for it");
            } else {
                Growl.warn("Already gone", tenant.id());
            }
            terms.closeIf(tenant.id());
        } catch (TenantConflictException e) {
            Growl.error("Not deleted", e.getMessage());
        }
        load();
    }

    public boolean isDefault(TenantView tenant) {
        return tenant.id().equals(defaultTenant);
    }

    public long documents(TenantView tenant) {
        return documents.getOrDefault(tenant.id(), 0L);
    }


    public List<TenantView> getTenants() {
        return all;
    }

    public TenantForm getForm() {
        return form;
    }
}
