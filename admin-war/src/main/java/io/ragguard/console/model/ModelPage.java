package io.ragguard.console.model;

import io.ragguard.generation.boundary.Generator;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * Which language model answers, for all tenants or one tenant's overrides: saves the fields an admin
 * changed, resets one, and tests the connection with the saved settings.
 */
@Named
@ViewScoped
public class ModelPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Settings settings;

    @Inject
    Generator generator;

    @Inject
    Tenants tenants;

    private final ModelForm form = new ModelForm();
    private List<String> tenantIds;
    private String tenant = "";
    private ConnectionResult test = ConnectionResult.NONE;

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        form.show(settings, null);
    }

    public void chooseTenant() {
        form.show(settings, tenant);
        test = ConnectionResult.NONE;
        answered();
    }

    /** Saves to the tenant the fields show, which is the one chosen unless loading it failed. */
    public void save() {
        new SettingChanges(settings).save(form);
        answered();
    }

    public void reset(String name) {
        new SettingChanges(settings).reset(form, form.setting(name));
        answered();
    }

    public void test() {
        test = ConnectionResult.of(generator, form.tenant());
        answered();
    }

    /** Tells the page's script that the action ran: a response without this (expired session, error) failed. */
    private static void answered() {
        PrimeFaces.current().ajax().addCallbackParam("answered", true);
    }

    /** Whose settings the fields show, in words. */
    public String getScope() {
        return form.scope();
    }

    public Map<String, ModelSetting> getSettings() {
        return form.settings();
    }

    public List<String> getTenants() {
        return tenantIds;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public ConnectionResult getTest() {
        return test;
    }
}
