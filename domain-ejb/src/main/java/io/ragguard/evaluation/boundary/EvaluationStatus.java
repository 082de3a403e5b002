package io.ragguard.evaluation.boundary;

import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import jakarta.json.bind.annotation.JsonbTypeAdapter;

/** Where a batch evaluation stands: running, done (its figures stored), or failed (its error stored). */
@JsonbTypeAdapter(EvaluationStatus.Json.class)
public enum EvaluationStatus {
    RUNNING, DONE, FAILED;

    public String label() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Stored in lower case, as the API sends it. */
    public static final class Column extends LowerCaseColumn<EvaluationStatus> {
        public Column() {
            super(EvaluationStatus.class);
        }
    }

    /** Written in lower case. */
    public static final class Json extends LowerCaseJson<EvaluationStatus> {
        public Json() {
            super(EvaluationStatus.class);
        }
    }
}
