package io.ragguard.console.policies;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.policy.boundary.PolicyDraft;
import io.ragguard.policy.boundary.PolicyView;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.annotation.PostConstruct;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;

/**
 * A new draft policy, begun from the current values of every validation setting (for every tenant, or for one):
 * the admin changes values, removes rows, and adds a setting by name to keep its current value too. Saving
 * checks every row against the catalogue first; a refusal shows beside its row or field and nothing is stored.
 */
@Named
@ViewScoped
public class PolicyDraftForm implements Serializable {

    private static final long serialVersionUID = 1L;
    /** The form's id on the page, whose fields ({@code name}, {@code rows:<i>:value}) show the refusals. */
    private static final String FORM = "draft:";

    @Inject
    Policies policies;

    @Inject
    Settings settings;

    @Inject
    Tenants tenants;

    @Inject
    PoliciesPage page;

    private List<String> tenantIds;
    private String name;
    private String tenant;
    private String note;
    private String added;
    private DraftRows rows = DraftRows.none();

    @PostConstruct
    void init() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
    }

    /** Opens the form with the current values (again), for the tenant chosen. */
    public void fromCurrentValues() {
        rows = DraftRows.current(settings.all(), tenant());
    }

    public void remove(DraftRow row) {
        rows.remove(row);
    }

    public void add() {
        String wanted = added == null ? "" : added.strip();
        if (rows.keep(wanted, DraftRows.current(settings.all(), tenant()))) {
            added = null;
        } else {
            refuse("added", wanted + " is not a setting a policy holds: validation.* and validator.* settings, "
                    + "but validator.cross-encoder.*");
        }
    }

    /** Stores the draft: the rows whose value changed, and those added by name. */
    public void save() {
        DraftRows.Checked checked = rows.checked(
                (setting, value) -> settings.check(Policies.target(tenant(), setting), value));
        checked.refused().forEach((index, reason) -> refuse(field(index), reason));
        if (!checked.refused().isEmpty()) {
            return;
        }
        try {
            PolicyView draft = policies.create(new PolicyDraft(name, tenant(), checked.values(), note),
                    Account.signedIn());
            Growl.info("Drafted", draft.name() + ", policy " + draft.id() + ", holds " + draft.settings().size()
                    + " values");
            cancel();
            name = null;
            note = null;
            page.show(draft.id());
        } catch (InvalidRequestException e) {
            boolean nothing = "settings".equals(e.field()) && checked.values().isEmpty();
            refuse(List.of("name", "note").contains(e.field()) ? e.field() : "added", nothing
                    ? "nothing to draft: change a value, or add a setting to keep its current value" : e.reason());
        } catch (InvalidSettingException e) {
            refuse(rows.indexOf(e.setting(), tenant()).map(this::field).orElse("added"), e.getMessage());
        } catch (UnknownTenantException e) {
            refuse("tenant", e.getMessage());
        }
    }

    public void cancel() {
        rows = DraftRows.none();
    }

    /** The value field of a row, relative to the form. */
    private String field(int index) {
        return "rows:" + index + (rows.getList().get(index).isChoice() ? ":choice" : ":value");
    }

    private static void refuse(String field, String reason) {
        FacesContext.getCurrentInstance().addMessage(FORM + field,
                new FacesMessage(FacesMessage.SEVERITY_ERROR, "Not saved", reason));
    }

    private String tenant() {
        return tenant == null || tenant.isBlank() ? null : tenant;
    }

    public List<String> getTenantIds() {
        return tenantIds;
    }

    /** Whether a draft is being written. */
    public boolean isOpen() {
        return !rows.getList().isEmpty();
    }

    public List<DraftRow> getRows() {
        return rows.getList();
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public String getAdded() {
        return added;
    }

    public void setAdded(String added) {
        this.added = added;
    }
}
