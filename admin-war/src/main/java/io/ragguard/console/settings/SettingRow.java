package io.ragguard.console.settings;

import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;

import io.ragguard.settings.boundary.TenantOverride;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.List;

/** One setting as the page edits it: what it is, in words and by key, and the value being typed. */
public class SettingRow implements Serializable {

    private static final long serialVersionUID = 1L;

    private final SettingView view;
    private final String overrideOf;
    private final List<String> overrides;
    private String input;

    public SettingRow(SettingView view) {
        this(view, null, List.of());
    }

    private SettingRow(SettingView view, String overrideOf, List<String> overrides) {
        this.view = view;
        this.overrideOf = overrideOf;
        this.overrides = List.copyOf(overrides);
        this.input = view.type() == SettingType.SECRET ? "" : view.value();
    }

    /**
     * The rows of the settings in the catalogue's order, each tenant's own value of a setting right after it: the
     * global row names the tenants that override it and their values, and an override row says which global value
     * it stands in for.
     */
    public static List<SettingRow> of(List<SettingView> views) {
        Map<String, List<SettingView>> overrides = new LinkedHashMap<>();
        Map<String, SettingView> globals = new LinkedHashMap<>();
        for (SettingView view : views) {
            Optional<TenantOverride> override = TenantOverride.parse(view.name());
            if (override.isPresent()) {
                overrides.computeIfAbsent(override.get().setting(), k -> new ArrayList<>()).add(view);
            } else {
                globals.put(view.name(), view);
            }
        }
        List<SettingRow> rows = new ArrayList<>();
        globals.forEach((name, global) -> {
            List<SettingView> own = overrides.getOrDefault(name, List.of());
            rows.add(new SettingRow(global, null, own.stream().map(o -> TenantOverride.parse(o.name()).orElseThrow()
                    .tenant() + " " + shown(o)).toList()));
            own.forEach(o -> rows.add(new SettingRow(o, "for " + TenantOverride.parse(o.name()).orElseThrow().tenant()
                    + " instead of the global " + shown(global), List.of())));
        });
        overrides.forEach((name, own) -> {
            if (!globals.containsKey(name)) {
                own.forEach(o -> rows.add(new SettingRow(o)));
            }
        });
        return rows;
    }

    private static String shown(SettingView view) {
        return view.type() == SettingType.SECRET ? "(secret)" : view.value() == null ? "(none)" : view.value();
    }

    /** For a tenant's own value: which tenant, and the global value it stands in for; null for a global setting. */
    public String getOverrideOf() {
        return overrideOf;
    }

    /** The tenants with their own value of this setting, each with that value ("helixpharma 0.5"). */
    public List<String> getOverrides() {
        return overrides;
    }

    /** The tenants' own values in one line, or null when none has one. */
    public String getOverridesText() {
        return overrides.isEmpty() ? null : String.join(" · ", overrides);
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
