package io.ragguard.policy.boundary;

import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import jakarta.json.bind.annotation.JsonbTypeAdapter;

/** Where a policy stands: a draft, published (its values in force), or rolled back (the values before it restored). */
@JsonbTypeAdapter(PolicyStatus.Json.class)
public enum PolicyStatus {
    DRAFT, PUBLISHED, ROLLED_BACK;

    /** Stored in lower case, as the API sends it. */
    public static final class Column extends LowerCaseColumn<PolicyStatus> {
        public Column() {
            super(PolicyStatus.class);
        }
    }

    /** Written in lower case. */
    public static final class Json extends LowerCaseJson<PolicyStatus> {
        public Json() {
            super(PolicyStatus.class);
        }
    }
}
