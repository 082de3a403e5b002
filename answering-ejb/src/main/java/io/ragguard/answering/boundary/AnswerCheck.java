package io.ragguard.answering.boundary;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import io.ragguard.integration.boundary.KeyView;
import jakarta.json.JsonValue;

import java.util.List;

/**
 * An answer a caller brings to be validated: its question, the answer, the contexts it was grounded in
 * (each a string, or an object with a {@code text} and an optional {@code id}; context {@code i} from 0 is
 * cited as {@code [i + 1]}), the tenant, the validators to run (null: every enabled one) and the integration
 * key presented (null: none).
 */
public record AnswerCheck(@NotBlank(message = "question is missing or empty") String question,
                          @NotBlank(message = "answer is missing or empty") String answer,
                          List<JsonValue> contexts, String tenant,
                          @Size(min = 1, message = NO_VALIDATORS) List<@NotBlank(message = NO_VALIDATORS) String> validators,
                          KeyView key) {

    static final String NO_VALIDATORS = "validators must name at least one validator, or be left out to run every "
            + "enabled one";
}
