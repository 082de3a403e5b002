package io.ragguard.console.validators;

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

import java.io.Serializable;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/** Switches validation and each validator on and off, and sets thresholds, live. */
@Named
@ViewScoped
public class ValidatorsPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Settings settings;

    @Inject
    ValidatorChain chain;

    private boolean validatorsEnabled;
    private ChoiceSetting mode;
    private ChoiceSetting onError;
    private List<ValidatorRow> rows;

    @PostConstruct
    void load() {
        Map<String, SettingView> byName = settings.all().stream()
                .collect(Collectors.toMap(SettingView::name, Function.identity()));
        validatorsEnabled = chain.enabled();
        mode = new ChoiceSetting(byName.get("validation.mode"));
        onError = new ChoiceSetting(byName.get("validation.on.error"));
        rows = chain.names().stream()
                .map(name -> ValidatorRow.of(name, chain.enabled(name), byName.get("validator." + name + ".threshold")))
                .toList();
    }

    public void switchValidators() {
        if (!change("enable.validators", Boolean.toString(validatorsEnabled))) {
            validatorsEnabled = chain.enabled();
        }
    }

    public void choose(ChoiceSetting setting) {
        if (!change(setting.getName(), setting.getValue())) {
            setting.setValue(settings.get(setting.getName()).value());
        }
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
