package io.ragguard.console.validators;

import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.util.List;

/** A setting that takes one of a few values, as a selector edits it. */
public class ChoiceSetting implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String name;
    private final List<String> choices;
    private final String description;
    private String value;

    public ChoiceSetting(SettingView view) {
        this.name = view.name();
        this.choices = List.copyOf(view.choices());
        this.description = view.description();
        this.value = view.value();
    }

    public String getName() {
        return name;
    }

    public List<String> getChoices() {
        return choices;
    }

    public String getDescription() {
        return description;
    }

    public String getValue() {
        return value;
    }

    public void setValue(String value) {
        this.value = value;
    }
}
