package io.ragguard.console.settings;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The settings of one {@link SettingArea}, in the order of the rows given (each tenant's own value after its
 * setting), as one panel of the page: collapsed until opened, and open while a search matches some of them.
 */
public class SettingGroup implements Serializable {

    private static final long serialVersionUID = 1L;

    private final SettingArea area;
    private final List<SettingRow> rows;
    private boolean collapsed = true;

    SettingGroup(SettingArea area, List<SettingRow> rows) {
        this.area = area;
        this.rows = List.copyOf(rows);
    }

    /** The rows in groups, one per area, in the areas' order. */
    public static List<SettingGroup> of(List<SettingRow> rows) {
        Set<String> validators = SettingArea.validators(rows.stream().map(SettingRow::getName).toList());
        Map<SettingArea, List<SettingRow>> byArea = new TreeMap<>(SettingArea.ORDER);
        for (SettingRow row : rows) {
            byArea.computeIfAbsent(SettingArea.of(row.getName(), validators), a -> new ArrayList<>()).add(row);
        }
        List<SettingGroup> groups = new ArrayList<>();
        byArea.forEach((area, its) -> groups.add(new SettingGroup(area, its)));
        return groups;
    }

    /**
     * The same groups with new rows (after a change), each keeping whether it was open; a group whose rows are
     * all gone goes, a new one starts collapsed.
     */
    public static List<SettingGroup> again(List<SettingGroup> before, List<SettingRow> rows) {
        Map<SettingArea, Boolean> collapsed = new LinkedHashMap<>();
        before.forEach(g -> collapsed.put(g.area, g.collapsed));
        List<SettingGroup> groups = of(rows);
        groups.forEach(g -> g.collapsed = collapsed.getOrDefault(g.area, true));
        return groups;
    }

    /**
     * The rows a search shows: those that match the text, or all of them without one or when it names the group
     * ("security").
     */
    public List<SettingRow> shown(String filter) {
        if (filter == null || filter.isBlank()
                || area.title().toLowerCase(Locale.ROOT).contains(filter.strip().toLowerCase(Locale.ROOT))) {
            return rows;
        }
        return rows.stream().filter(r -> r.matches(filter)).toList();
    }

    /** Whether the panel shows: always without a search, and with one only when some row matches it. */
    public boolean visible(String filter) {
        return !shown(filter).isEmpty();
    }

    /** The panel's heading: the area and how many settings it holds (of them, how many match a search). */
    public String heading(String filter) {
        int shown = shown(filter).size();
        return area.title() + " (" + (shown == rows.size() ? rows.size() : shown + " of " + rows.size()) + ")";
    }

    /** Opens the groups a search matches, so that their rows are in view. */
    static void openMatches(List<SettingGroup> groups, String filter) {
        if (filter != null && !filter.isBlank()) {
            groups.stream().filter(g -> g.visible(filter)).forEach(g -> g.collapsed = false);
        }
    }

    public SettingArea getArea() {
        return area;
    }

    public String getTitle() {
        return area.title();
    }

    public List<SettingRow> getRows() {
        return rows;
    }

    public boolean isCollapsed() {
        return collapsed;
    }

    public void setCollapsed(boolean collapsed) {
        this.collapsed = collapsed;
    }
}
