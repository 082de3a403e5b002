package io.ragguard.console.tone;

import io.ragguard.request.Problem;
import io.ragguard.console.display.Growl;
import io.ragguard.console.account.Account;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.settings.boundary.TenantOverride;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.tone.boundary.ToneStyle;
import io.ragguard.tone.boundary.ToneStyleInUseException;
import io.ragguard.tone.boundary.ToneStyles;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;

/**
 * The tone styles: every style with its rules and the settings that name it; a form that creates a
 * style or changes a created one; deleting a created one no setting names; the form's style previewed
 * on a sample answer; and the style in force, globally ({@code tone.style}) and per tenant
 * ({@code tenant.<id>.tone.style}). Changes are audited by the boundaries.
 */
@Named
@ViewScoped
public class ToneStylesPage implements Serializable {

    private static final long serialVersionUID = 1L;
    static final String SETTING = "tone.style";
    static final String SAMPLE = "Sure! Great question. You can't return opened items after 30 days [1]; "
            + "we'll refund the card you paid with within 5 business days [2]. Hope this helps! 😊";

    @Inject
    ToneStyles styles;

    @Inject
    Tone tone;

    @Inject
    Settings settings;

    @Inject
    Tenants tenants;

    private StyleForm form = new StyleForm();
    private String sample = SAMPLE;
    private String previewed;
    private String globalStyle;
    private String tenant;
    private String tenantStyle;
    private List<String> tenantIds;

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        tenant = tenantIds.isEmpty() ? null : tenantIds.get(0);
        globalStyle = settings.get(SETTING).value();
        loadTenantStyle();
    }

    public List<ToneStyle> getStyles() {
        return styles.all();
    }

    public boolean builtIn(ToneStyle style) {
        return ToneStyles.builtIn(style.name());
    }

    public String rules(ToneStyle style) {
        return ToneStyles.rules(style);
    }

    public String usedBy(ToneStyle style) {
        return String.join(", ", styles.usedBy(style.name()));
    }

    public List<String> getStyleNames() {
        return styles.all().stream().map(ToneStyle::name).toList();
    }

    public ToneStyle.Contractions[] getContractionChoices() {
        return ToneStyle.Contractions.values();
    }

    /** An empty form for a new style. */
    public void create() {
        form = new StyleForm();
        previewed = null;
    }

    /** The form filled with a created style, to change it. */
    public void edit(ToneStyle style) {
        form = StyleForm.of(style);
        previewed = null;
    }

    public void save() {
        ToneStyle style = form.style();
        Optional<Problem> problem = ToneStyles.problem(style);
        if (problem.isPresent()) {
            Growl.error("Not saved", problem.get().message());
            return;
        }
        if (!form.isExisting() && styles.named(style.name()).isPresent()) {
            Growl.error("Not saved", "a style named " + style.name() + " exists");
            return;
        }
        boolean created = styles.save(style, Account.signedIn());
        form = StyleForm.of(styles.named(style.name()).orElseThrow());
        Growl.info(created ? "Created" : "Saved", "tone style " + style.name());
    }

    public void delete(ToneStyle style) {
        try {
            if (styles.delete(style.name(), Account.signedIn())) {
                Growl.info("Deleted", "tone style " + style.name());
                if (style.name().equals(form.getName())) {
                    form = new StyleForm();
                }
            }
        } catch (ToneStyleInUseException inUse) {
            Growl.error("Not deleted", inUse.getMessage());
        }
    }

    /** The sample answer as the form's style would rewrite it; facts, figures and citations stay. */
    public void preview() {
        previewed = tone.preview(form.style(), sample == null ? "" : sample);
    }

    /** Makes the chosen style the one every tenant without its own answers in. */
    public void applyGlobal() {
        change(SETTING, globalStyle);
    }

    /** Makes the chosen style the tenant's own; none returns the tenant to the global style. */
    public void applyTenant() {
        String name = TenantOverride.name(tenant, SETTING);
        if (tenantStyle == null || tenantStyle.isBlank()) {
            settings.reset(name, Account.signedIn());
            Growl.info("Saved", tenant + " answers in the global style");
        } else {
            change(name, tenantStyle);
        }
    }

    public void loadTenantStyle() {
        tenantStyle = tenant == null ? null
                : settings.all().stream().filter(v -> v.name().equals(TenantOverride.name(tenant, SETTING)))
                .map(v -> v.value()).findFirst().orElse(null);
    }

    private void change(String name, String value) {
        try {
            settings.change(name, value, Account.signedIn());
            Growl.info("Saved", name + " = " + value);
        } catch (InvalidSettingException refused) {
            Growl.error("Not saved", refused.getMessage());
        }
    }



    public StyleForm getForm() {
        return form;
    }

    public String getSample() {
        return sample;
    }

    public void setSample(String sample) {
        this.sample = sample;
    }

    public String getPreviewed() {
        return previewed;
    }

    public String getGlobalStyle() {
        return globalStyle;
    }

    public void setGlobalStyle(String globalStyle) {
        this.globalStyle = globalStyle;
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

    public String getTenantStyle() {
        return tenantStyle;
    }

    public void setTenantStyle(String tenantStyle) {
        this.tenantStyle = tenantStyle;
    }
}
