package io.ragguard.console.guardrails;

import io.ragguard.request.Problem;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.guardrail.boundary.Guardrails;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The guard lists the validators read: filtered by tenant and list, an entry added or changed in a
 * dialog, deleted after a confirmation that names it.
 */
@Named
@ViewScoped
public class GuardrailsPage implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The tenant filter's value for the entries that apply to every tenant. */
    static final String EVERY_TENANT = "*";

    @Inject
    Guardrails guardrails;

    @Inject
    Tenants tenants;

    private List<String> tenantIds;
    private String tenantFilter = "";
    private GuardList listFilter;
    private List<GuardEntryView> entries;
    private GuardEntryForm form = GuardEntryForm.blank(null, null);

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        filter();
    }

    /** The entries of the list chosen (all when none) for the tenant chosen (all, every tenant's, or one's own). */
    public void filter() {
        entries = guardrails.all(null).stream()
                .filter(e -> listFilter == null || listFilter.holds(e.kind()))
                .filter(e -> tenantFilter == null || tenantFilter.isEmpty()
                        || (EVERY_TENANT.equals(tenantFilter) ? e.tenant() == null : tenantFilter.equals(e.tenant())))
                .toList();
    }

    public void startAdd() {
        boolean oneTenant = tenantFilter != null && !tenantFilter.isEmpty() && !EVERY_TENANT.equals(tenantFilter);
        form = GuardEntryForm.blank(listFilter, oneTenant ? tenantFilter : null);
    }

    public void startEdit(GuardEntryView entry) {
        form = GuardEntryForm.of(entry);
    }

    /** Adds or changes the dialog's entry; the dialog closes only when that worked. */
    public void save() {
        GuardEntryDraft draft = form.draft();
        Optional<Problem> problem = draft.problem();
        if (problem.isPresent()) {
            boolean category = form.getList() == GuardList.HARMFUL_WORDS && "kind".equals(problem.get().field());
            Growl.error("Not saved", category ? "category must be 1 to 58 lowercase letters, digits or _, such as "
                    + "violence" : problem.get().message());
            return;
        }
        try {
            if (form.isCreating()) {
                GuardEntryView added = guardrails.add(draft, Account.signedIn());
                Growl.info("Added", describe(added));
            } else {
                Optional<GuardEntryView> changed = guardrails.update(form.id(), draft, Account.signedIn());
                changed.ifPresentOrElse(e -> Growl.info("Saved", describe(e)),
                        () -> Growl.warn("Not saved", "the entry was deleted meanwhile"));
            }
            PrimeFaces.current().ajax().addCallbackParam("saved", true);
            filter();
        } catch (UnknownTenantException e) {
            Growl.error("Not saved", "there is no tenant " + e.tenant());
        }
    }

    public void delete(GuardEntryView entry) {
        if (guardrails.remove(entry.id(), Account.signedIn())) {
            Growl.info("Deleted", describe(entry));
        } else {
            Growl.warn("Already gone", describe(entry));
        }
        filter();
    }

    /** The list an entry is on, as the page names it: "Harmful words: violence". */
    public String list(GuardEntryView entry) {
        GuardList list = GuardList.of(entry.kind());
        String category = list.category(entry.kind());
        return category == null ? list.getLabel() : list.getLabel() + ": " + category;
    }

    public String tenant(GuardEntryView entry) {
        return Objects.requireNonNullElse(entry.tenant(), "every tenant");
    }

    private String describe(GuardEntryView entry) {
        return list(entry) + ", " + tenant(entry) + ": " + entry.pattern();
    }


    public GuardList[] getLists() {
        return GuardList.values();
    }

    public List<String> getTenants() {
        return tenantIds;
    }

    public String getTenantFilter() {
        return tenantFilter;
    }

    public void setTenantFilter(String tenantFilter) {
        this.tenantFilter = tenantFilter;
    }

    public GuardList getListFilter() {
        return listFilter;
    }

    public void setListFilter(GuardList listFilter) {
        this.listFilter = listFilter;
    }

    public List<GuardEntryView> getEntries() {
        return entries;
    }

    public GuardEntryForm getForm() {
        return form;
    }
}
