package io.ragguard.retrieval.reference;

import java.util.Locale;
import java.util.Optional;

/** What a validator decided about one passage. Only {@link #ACCEPT} keeps it: unsure counts as reject. */
public enum PassageDecision {
    ACCEPT, REJECT, UNSURE;

    public boolean keeps() {
        return this == ACCEPT;
    }

    /** The decision's lower-case name, as validators write it in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The decision named exactly by its lower-case label, or empty for anything else. */
    public static Optional<PassageDecision> ofLabel(String label) {
        for (PassageDecision decision : values()) {
            if (decision.label().equals(label)) {
                return Optional.of(decision);
            }
        }
        return Optional.empty();
    }
}
