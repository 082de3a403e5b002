package io.ragguard.console.settings;

import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.util.List;

/** One setting as the page edits it: what it is, in words and by key, and the value being typed. */
public class SettingRow implements Serializable {

    private static final long serialVersionUID = 1L;

    private final SettingView view;
    private String input;

    public SettingRow(SettingView view) {
        this.view = view;
        this.input = view.type() == SettingType.SECRET ? "" : view.value();
    }

    public String getName() {
        return view.name();
    }

    public String getDescription() {
        return view.description();
    }

    public String getValue() {
        return view.type() == SettingType.SECRET ? (Boolean.TRUE.equals(view.set()) ? "(set)" : "(not set)")
                : view.value();
    }

    /** The value a reset gives; a setting no configuration names has the one built into the code. */
    public String getDefaultValue() {
        return view.defaultValue() != null ? view.defaultValue()
                : view.type() == SettingType.SECRET ? "(not set)" : "built in";
    }

    public String getSource() {
        return view.source();
    }

    public String getAllowed() {
        return view.allowed();
    }

    /** How the page edits it: {@code choice} (booleans and choices), {@code secret} or {@code text}. */
    public String getEditor() {
        return switch (view.type()) {
            case BOOLEAN, CHOICE, TONE_STYLE -> "choice";
            case SECRET -> "secret";
            default -> "text";
        };
    }

    public List<String> getChoices() {
        return view.type() == SettingType.BOOLEAN ? List.of("true", "false") : view.choices();
    }

    public boolean isChanged() {
        return "database".equals(view.source());
    }

    public String getInput() {
        return input;
    }

    public void setInput(String input) {
        this.input = input;
    }

    /** Whether the text matches its key, its description or its group (the key's first part). */
    boolean matches(String text) {
        String wanted = text.strip().toLowerCase();
        return view.name().toLowerCase().contains(wanted)
                || view.description() != null && view.description().toLowerCase().contains(wanted);
    }
}
