package io.ragguard.console.policies;

import io.ragguard.policy.boundary.Policies;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BinaryOperator;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The rows of a draft being written, one per validation setting to begin with, and what of them goes into the
 * draft: the values changed, and the settings kept by name.
 */
public class DraftRows implements Serializable {

    private static final long serialVersionUID = 1L;

    private final List<DraftRow> rows;

    private DraftRows(List<DraftRow> rows) {
        this.rows = new ArrayList<>(rows);
    }

    static DraftRows none() {
        return new DraftRows(List.of());
    }

    /**
     * A row for each setting a policy may hold, with its value now for the tenant (null: every tenant): the
     * tenant's own value where it has one, else the value of all.
     */
    static DraftRows current(List<SettingView> settings, String tenant) {
        Map<String, SettingView> byName = settings.stream()
                .collect(Collectors.toMap(SettingView::name, Function.identity(), (a, b) -> a));
        return new DraftRows(settings.stream()
                .filter(view -> Policies.holds(view.name()) && view.type() != SettingType.SECRET)
                .map(view -> new DraftRow(view, valueFor(byName, tenant, view)))
                .toList());
    }

    private static String valueFor(Map<String, SettingView> byName, String tenant, SettingView view) {
        SettingView own = tenant == null ? null : byName.get(Policies.target(tenant, view.name()));
        return own != null && own.value() != null && !own.value().isBlank() ? own.value() : view.value();
    }

    public List<DraftRow> getList() {
        return rows;
    }

    void remove(DraftRow row) {
        rows.remove(row);
    }

    /**
     * Keeps the named setting in the draft even unchanged; a setting not listed (any more) comes back, first,
     * from {@code all}. False when neither has it.
     */
    boolean keep(String name, DraftRows all) {
        Optional<DraftRow> row = find(name).or(() -> all.find(name).map(found -> {
            rows.add(0, found);
            return found;
        }));
        row.ifPresent(DraftRow::keep);
        return row.isPresent();
    }

    private Optional<DraftRow> find(String name) {
        return rows.stream().filter(r -> r.getName().equals(name)).findFirst();
    }

    /** The index of the row of a setting, named as itself or as the tenant's override of it. */
    Optional<Integer> indexOf(String setting, String tenant) {
        for (int i = 0; i < rows.size(); i++) {
            String name = rows.get(i).getName();
            if (name.equals(setting) || Policies.target(tenant, name).equals(setting)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /**
     * The draft's values, each as {@code check} gives it back from a setting's name and value, and the refusals;
     * a row left as it was is not checked (a setting may have no value now, which no check takes).
     */
    Checked checked(BinaryOperator<String> check) {
        Map<String, String> values = new LinkedHashMap<>();
        Map<Integer, String> refused = new LinkedHashMap<>();
        for (int i = 0; i < rows.size(); i++) {
            DraftRow row = rows.get(i);
            if (!row.isKept() && row.getCurrent().equals(row.getValue())) {
                continue;
            }
            try {
                String value = check.apply(row.getName(), row.getValue());
                if (row.isKept() || changed(value, row, check)) {
                    values.put(row.getName(), value);
                }
            } catch (InvalidSettingException e) {
                refused.put(i, e.getMessage());
            }
        }
        return new Checked(values, refused);
    }

    /** Whether the checked value differs from the current one, as it is written and as the catalogue writes it. */
    private static boolean changed(String value, DraftRow row, BinaryOperator<String> check) {
        if (value.equals(row.getCurrent())) {
            return false;
        }
        try {
            return !value.equals(check.apply(row.getName(), row.getCurrent()));
        } catch (InvalidSettingException e) {
            return true;
        }
    }

    /** The values that go into the draft, and the reason of each refused row by its index. */
    record Checked(Map<String, String> values, Map<Integer, String> refused) {
    }
}
