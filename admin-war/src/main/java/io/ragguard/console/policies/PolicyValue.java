package io.ragguard.console.policies;

import io.ragguard.policy.boundary.PolicyView;

import java.io.Serializable;
import java.util.List;
import java.util.Map;

/**
 * One value of a policy as the page lists it, and once the policy is published the stored value it replaced
 * (empty: the setting had none, and a rollback resets it; null: not published yet).
 */
public record PolicyValue(String setting, String value, String replaced) implements Serializable {

    static List<PolicyValue> of(PolicyView policy) {
        Map<String, String> replaced = policy.replaced();
        return policy.settings().entrySet().stream()
                .map(e -> new PolicyValue(e.getKey(), e.getValue(), replaced == null ? null
                        : replaced.getOrDefault(e.getKey(), "")))
                .toList();
    }

    /** The replaced value in words. */
    public String replacedText() {
        return replaced == null ? "" : replaced.isEmpty() ? "(none: a rollback resets it)" : replaced;
    }
}
