package io.ragguard.console.settings;

import io.ragguard.console.display.Growl;
import io.ragguard.console.account.Account;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
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
import java.util.List;
import java.util.Optional;

/**
 * Every live setting, in groups by area ({@link SettingGroup}): in words, with its key in small print, its
 * value, its default and where its value comes from, and what it takes. A search shows the groups and rows it
 * matches. A value is checked against the catalogue before it is saved (the reason shows beside the field); a
 * setting can be reset to its default, and its history ({@link HistoryRow}) gives any earlier audited value, or
 * the original one, again. Switching the validation off asks first ({@link SwitchOff}). Changes are audited by
 * {@link Settings}.
 */
@Named
@ViewScoped
public class SettingsPage implements Serializable {

    private static final long serialVersionUID = 1L;
    private static final int HISTORY = 50;

    @Inject
    Settings settings;

    private List<SettingGroup> groups;
    private String filter;
    private String historyOf;
    private List<HistoryRow> history;
    private SettingRow pending;
    private String warning;

    @PostConstruct
    void load() {
        List<SettingRow> rows = SettingRow.of(settings.all());
        groups = groups == null ? SettingGroup.of(rows) : SettingGroup.again(groups, rows);
        SettingGroup.openMatches(groups, filter);
    }

    public List<SettingGroup> getGroups() {
        return groups;
    }

    /** Whether the search (if any) matches some setting. */
    public boolean isAnyShown() {
        return groups.stream().anyMatch(g -> g.visible(filter));
    }

    /** Refuses a value the catalogue does not take before anything is saved. */
    public void check(FacesContext faces, UIComponent field, Object value) {
        String name = (String) field.getAttributes().get("setting");
        if ("".equals(value) && "secret".equals(field.getAttributes().get("editor"))) {
            return;
        }
        try {
            settings.check(name, value == null ? "" : value.toString());
        } catch (InvalidSettingException e) {
            throw new ValidatorException(new FacesMessage(FacesMessage.SEVERITY_ERROR, "Not saved", e.getMessage()));
        }
    }

    /** Saves the row's value; one that switches the validation off waits for the confirmation. */
    public void save(SettingRow row) {
        if ("secret".equals(row.getEditor()) && (row.getInput() == null || row.getInput().isEmpty())) {
            Growl.warn("Not saved", "type the new value of " + row.getName());
            return;
        }
        Optional<String> asks = SwitchOff.warning(row.getName(), row.getInput());
        if (asks.isPresent()) {
            pending = row;
            warning = asks.get();
            PrimeFaces.current().ajax().update("confirm:warning");
            PrimeFaces.current().executeScript("PF('confirmOff').show()");
            return;
        }
        apply(row);
    }

    /** The confirmed change that switches the validation off. */
    public void confirm() {
        if (pending != null) {
            apply(pending);
            pending = null;
        }
    }

    /** The change not confirmed: the row shows the saved value again. */
    public void cancel() {
        pending = null;
        load();
    }

    private void apply(SettingRow row) {
        try {
            SettingView changed = settings.change(row.getName(), row.getInput(), Account.signedIn());
            Growl.info("Saved", changed.name() + " = " + shown(changed));
        } catch (InvalidSettingException e) {
            Growl.error("Not saved", e.getMessage());
        }
        load();
    }

    public void reset(SettingRow row) {
        SettingView reset = settings.reset(row.getName(), Account.signedIn());
        Growl.info("Reset", reset.name() + " = " + shown(reset));
        load();
    }

    /** Opens the changes of the setting, newest first, each from one value to another, then its original value. */
    public void showHistory(SettingRow row) {
        historyOf = row.getName();
        readHistory();
    }

    private void readHistory() {
        history = HistoryRow.of(settings.history(historyOf, HISTORY), settings.get(historyOf));
    }

    /**
     * Gives the setting again the value an audited change gave it, or its original value (its default, by a
     * reset).
     */
    public void restore(HistoryRow row) {
        try {
            SettingView restored = row.original() ? settings.reset(historyOf, Account.signedIn())
                    : settings.restore(historyOf, row.auditId(), Account.signedIn());
            Growl.info("Restored", restored.name() + " = " + shown(restored));
            readHistory();
        } catch (InvalidSettingException e) {
            Growl.error("Not restored", e.getMessage());
        }
        load();
    }

    private static String shown(SettingView view) {
        return view.value() == null ? "(default)" : view.value();
    }



    public String getFilter() {
        return filter;
    }

    public void setFilter(String filter) {
        this.filter = filter;
        SettingGroup.openMatches(groups, filter);
    }

    public String getHistoryOf() {
        return historyOf;
    }

    public List<HistoryRow> getHistory() {
        return history == null ? List.of() : history;
    }

    public String getWarning() {
        return warning;
    }
}
