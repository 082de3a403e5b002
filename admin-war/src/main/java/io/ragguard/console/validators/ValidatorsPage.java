package io.ragguard.console.validators;

import io.ragguard.console.settings.SwitchOff;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import jakarta.annotation.PostConstruct;
import jakarta.faces.application.FacesMessage;
import jakarta.faces.component.UIComponent;
import jakarta.faces.context.FacesContext;
import jakarta.faces.validator.ValidatorException;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Switches validation and each validator on and off, and sets thresholds, live; says what each validator checks,
 * which way its score counts, its threshold, and how its runs ended over the last 24 hours.
 */
@Named
@ViewScoped
public class ValidatorsPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Settings settings;

    @Inject
    ValidatorChain chain;

    @Inject
    ChainFacts facts;

    private boolean validatorsEnabled;
    private ChoiceSetting mode;
    private ChoiceSetting onError;
    private String pendingName;
    private String pendingValue;
    private String warning;
    private List<ValidatorRow> rows;

    @PostConstruct
    void load() {
        Map<String, SettingView> byName = settings.all().stream()
                .collect(Collectors.toMap(SettingView::name, Function.identity()));
        validatorsEnabled = chain.enabled();
        mode = new ChoiceSetting(byName.get("validation.mode"));
        onError = new ChoiceSetting(byName.get("validation.on.error"));
        List<String> names = chain.names();
        Map<String, ValidatorFacts> about = facts.of(names, byName);
        rows = names.stream()
                .map(name -> ValidatorRow.of(name, chain.enabled(name), byName.get("validator." + name + ".threshold"),
                        about.get(name)))
                .toList();
    }

    public void switchValidators() {
        String value = Boolean.toString(validatorsEnabled);
        if (confirmFirst("enable.validators", value)) {
            validatorsEnabled = chain.enabled();
        } else if (!change("enable.validators", value)) {
            validatorsEnabled = chain.enabled();
        }
    }

    public void choose(ChoiceSetting setting) {
        if (confirmFirst(setting.getName(), setting.getValue()) || !change(setting.getName(), setting.getValue())) {
            setting.setValue(settings.get(setting.getName()).value());
        }
    }

    /**
     * A change that switches the validation off is not saved yet: the page shows the saved state and asks
     * ({@link SwitchOff}); {@link #confirm} saves it. True when it asks.
     */
    private boolean confirmFirst(String name, String value) {
        Optional<String> warning = SwitchOff.warning(name, value);
        warning.ifPresent(text -> {
            pendingName = name;
            pendingValue = value;
            this.warning = text;
            PrimeFaces.current().ajax().update("confirm:warning");
            PrimeFaces.current().executeScript("PF('confirmOff').show()");
        });
        return warning.isPresent();
    }

    /** The confirmed change that switches the validation off. */
    public void confirm() {
        if (pendingName != null) {
            change(pendingName, pendingValue);
            pendingName = null;
            load();
        }
    }

    public void cancel() {
        pendingName = null;
    }

    public String getWarning() {
        return warning;
    }

    public void toggle(ValidatorRow row) {
        if (!change(row.enabledSetting(), Boolean.toString(row.isEnabled()))) {
            row.setEnabled(chain.enabled(row.getName()));
        }
    }

    public void saveThreshold(ValidatorRow row) {
        change(row.thresholdSetting(), row.getThreshold() == null ? "" : row.getThreshold().toPlainString());
    }

    /**
     * Refuses a threshold the catalogue does not take (out of range, not a number) before anything is
     * saved: the reason shows beside the field and the setting keeps its value.
     */
    public void checkThreshold(FacesContext faces, UIComponent field, Object value) {
        String name = (String) field.getAttributes().get("setting");
        try {
            settings.check(name, value == null ? "" : ((BigDecimal) value).toPlainString());
        } catch (InvalidSettingException e) {
            throw new ValidatorException(new FacesMessage(FacesMessage.SEVERITY_ERROR, "Not saved", e.getMessage()));
        }
    }

    /** Changes one setting as the signed-in user and reports the outcome; false if it was refused. */
    private boolean change(String name, String value) {
        FacesContext faces = FacesContext.getCurrentInstance();
        try {
            SettingView changed = settings.change(name, value, faces.getExternalContext().getRemoteUser());
            faces.addMessage(null, new FacesMessage(FacesMessage.SEVERITY_INFO, "Saved",
                    changed.name() + " = " + changed.value()));
            return true;
        } catch (InvalidSettingException e) {
            faces.addMessage(null, new FacesMessage(FacesMessage.SEVERITY_ERROR, "Not saved", e.getMessage()));
            return false;
        }
    }

    public boolean isValidatorsEnabled() {
        return validatorsEnabled;
    }

    public void setValidatorsEnabled(boolean validatorsEnabled) {
        this.validatorsEnabled = validatorsEnabled;
    }

    public ChoiceSetting getMode() {
        return mode;
    }

    public ChoiceSetting getOnError() {
        return onError;
    }

    public List<ValidatorRow> getRows() {
        return rows;
    }
}
