package io.ragguard.console.evaluations;

import io.ragguard.policy.boundary.PolicyView;

import java.io.Serializable;
import java.util.Locale;

/** A policy an evaluation may run with, as the form's select names it: {@code stricter faithfulness (policy 4, draft)}. */
public record PolicyChoice(long id, String label) implements Serializable {

    static PolicyChoice of(PolicyView policy) {
        return new PolicyChoice(policy.id(), policy.name() + " (policy " + policy.id() + ", "
                + policy.status().name().toLowerCase(Locale.ROOT) + ")");
    }
}
