package io.ragguard.console.settings;

import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * One line of a setting's history as its dialog shows it: a change from one value to another, with who made
 * it and when, and whether its value can be given again ({@code auditId} names the change); or, last, the
 * original value, the setting's default, which a reset gives again while an admin's value is in force
 * ({@code auditId} null).
 */
public record HistoryRow(Long auditId, Instant at, String actor, String from, String to, boolean restorable)
        implements Serializable {

    /** What a reset to the default is shown as, where a value would be. */
    static final String DEFAULT = "(default)";
    /** What stands for a value there was none of. */
    static final String NONE = "(not set)";

    /**
     * The changes of a setting, newest first as the audit lists them, each from its value before to its value
     * after, then its original value: the default. A secret's earlier values are not kept, so only its original
     * (a reset) can be given again.
     */
    static List<HistoryRow> of(List<AuditEntry> entries, SettingView setting) {
        boolean secret = setting.type() == SettingType.SECRET;
        List<HistoryRow> rows = new ArrayList<>();
        for (AuditEntry entry : entries) {
            boolean reset = entry.newValue() == null;
            rows.add(new HistoryRow(entry.id(), entry.at(), entry.actor(),
                    entry.oldValue() == null ? NONE : entry.oldValue(), reset ? DEFAULT : entry.newValue(),
                    !secret && !reset));
        }
        if (!entries.isEmpty()) {
            rows.add(new HistoryRow(null, null, null, null, original(setting), "database".equals(setting.source())));
        }
        return rows;
    }

    /** The default a reset gives, as the settings' list shows it. */
    private static String original(SettingView setting) {
        return setting.defaultValue() != null ? setting.defaultValue()
                : setting.type() == SettingType.SECRET ? NONE : "built in";
    }

    /** Whether this is the original value rather than a change. */
    public boolean original() {
        return auditId == null;
    }
}
