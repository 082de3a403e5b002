package io.ragguard.answering.boundary;

import java.util.List;

/**
 * A batch evaluation to run: its name (null: one is made from the time), the tenant its rows are judged for
 * (null: {@code chat.default.tenant}), the policy whose values it runs with over the live ones (null: the live
 * values alone), and its rows, validate and chat rows in any mix.
 */
public record EvaluationRequest(String name, String tenant, Long policyId, List<EvaluationRow> rows) {

    /** The most rows one evaluation takes. */
    public static final int MAX_ROWS = 20000;

    public EvaluationRequest {
        rows = rows == null ? List.of() : List.copyOf(rows);
    }
}
