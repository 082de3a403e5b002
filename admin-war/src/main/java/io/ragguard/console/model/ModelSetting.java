package io.ragguard.console.model;

import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.util.List;

/**
 * One {@code llm.*} setting as the model page edits it: the value in effect, where it comes from, and
 * what the admin typed. A key is never shown, only whether one is set; left empty it stays as it is.
 */
public class ModelSetting implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String name;
    private final String id;
    private List<String> choices = List.of();
    private String description;
    private String shown;
    private String input;
    private String source;
    private boolean secret;
    private boolean keySet;
    private boolean stored;

    /** The setting {@code name} ({@code llm.model}), edited by the component {@code id} of the page's form. */
    ModelSetting(String name, String id) {
        this.name = name;
        this.id = id;
    }

    /**
     * Shows the value in effect: for all tenants ({@code inherited} null) the setting's own; for a tenant
     * its override ({@code own}) if it has one, otherwise the value of all tenants that it inherits.
     */
    void show(SettingView own, SettingView inherited) {
        boolean overrides = inherited == null || !"unset".equals(own.source());
        SettingView effective = overrides ? own : inherited;
        choices = effective.choices() == null ? List.of() : List.copyOf(effective.choices());
        description = effective.description();
        secret = own.set() != null;
        keySet = Boolean.TRUE.equals(effective.set());
        shown = effective.value();
        input = secret ? null : shown;
        stored = "database".equals(own.source());
        source = inherited == null ? own.source()
                : effective.source() + (overrides ? " · this tenant's own value" : " · inherited from all tenants");
    }

    /** Whether the admin typed something else than the value shown (for a key: anything at all). */
    boolean changed() {
        return secret ? input != null && !input.isBlank() : !text(input).equals(text(shown));
    }

    private static String text(String value) {
        return value == null ? "" : value.strip();
    }

    /** The client id of the field, for messages about it. */
    String clientId() {
        return "model:" + id;
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

    public String getInput() {
        return input;
    }

    public void setInput(String input) {
        this.input = input;
    }

    /** {@code database}, {@code environment}, {@code default} or {@code unset}; for a tenant, and whose. */
    public String getSource() {
        return source;
    }

    /** Of a key: {@code set} or {@code not set}. */
    public String getKeyState() {
        return keySet ? "set" : "not set";
    }

    /** Whether a value is stored for it here, which Reset removes. */
    public boolean isStored() {
        return stored;
    }
}
