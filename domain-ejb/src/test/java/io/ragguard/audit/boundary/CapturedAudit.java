package io.ragguard.audit.boundary;

import java.util.ArrayList;
import java.util.List;

/**
 * The audit log as a boundary's test sees it: each entry kept as "actor | action | target | old | new"
 * instead of written, for tests that run a boundary on a plain entity manager.
 */
public final class CapturedAudit extends AuditLog {

    private final List<String> entries = new ArrayList<>();

    @Override
    public void record(String actor, String action, String target, String oldValue, String newValue) {
        entries.add(String.join(" | ", actor, action, target, String.valueOf(oldValue), newValue));
    }

    public List<String> entries() {
        return entries;
    }
}
