package io.ragguard.answering.boundary;

import io.ragguard.integration.boundary.KeyView;
import jakarta.json.JsonValue;

import java.util.List;

/**
 * An answer a caller brings to be validated: its question, the answer, the contexts it was grounded in
 * (each a string, or an object with a {@code text} and an optional {@code id}; context {@code i} from 0 is
 * cited as {@code [i + 1]}), the tenant, the validators to run (null: every enabled one) and the integration
 * key presented (null: none).
 */
public record AnswerCheck(String question, String answer, List<JsonValue> contexts, String tenant,
                          List<String> validators, KeyView key) {
}
