package io.ragguard.console.policies;

import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;

/**
 * One setting of a draft being written: its value now (for the draft's tenant, when it has one) and the value
 * typed. A row goes into the draft when its value is changed, or when it was added by name ({@code kept}), which
 * keeps even its current value.
 */
public class DraftRow implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String name;
    private final String current;
    private final String allowed;
    private final List<String> choices;
    private boolean kept;
    private String value;

    DraftRow(SettingView view, String current) {
        this.name = view.name();
        this.current = current == null ? "" : current;
        this.allowed = view.allowed();
        this.choices = choices(view, this.current);
        this.value = this.current;
    }

    /** The values to pick from, the current one first when it is none of them, so that it stays as it is. */
    private static List<String> choices(SettingView view, String current) {
        List<String> choices = view.type() == SettingType.BOOLEAN ? List.of("true", "false")
                : view.type() == SettingType.CHOICE && view.choices() != null ? view.choices() : List.of();
        if (choices.isEmpty() || choices.contains(current)) {
            return List.copyOf(choices);
        }
        List<String> withCurrent = new ArrayList<>(List.of(current));
        withCurrent.addAll(choices);
        return List.copyOf(withCurrent);
    }

    public String getName() {
        return name;
    }

    public String getCurrent() {
        return current;
    }

    /** The values the catalogue takes, in words. */
    public String getAllowed() {
        return allowed;
    }

    public List<String> getChoices() {
        return choices;
    }

    /** Whether the value is picked from a list rather than typed. */
    public boolean isChoice() {
        return !choices.isEmpty();
    }

    public boolean isKept() {
        return kept;
    }

    void keep() {
        kept = true;
    }

    public String getValue() {
        return value;
    }

    public void setValue(String value) {
        this.value = value;
    }
}
