package io.ragguard.validate.boundary;

import io.ragguard.answering.boundary.AnswerCheck;
import io.ragguard.integration.boundary.KeyView;
import jakarta.json.JsonValue;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/**
 * {@code {"question", "answer", "contexts"?: ["text", ...] or [{"id"?, "text"}, ...],
 * "tenant"?, "validators"?: ["name", ...]}}; context {@code i} (from 0) is cited as {@code [i + 1]}.
 */
@Schema(description = "An answer your own model wrote, with the question and the contexts it was given.",
        requiredProperties = {"question", "answer"})
public record ValidateRequest(
        @Schema(description = "The question, at most chat.message.max-chars (4,000) characters",
                example = "How long is the return window for online orders?")
        String question,
        @Schema(description = "The answer to validate, at most validate.answer.max-chars (20,000) characters",
                example = "Online orders can be returned within 30 days of delivery for a full refund [1].")
        String answer,
        @Schema(type = SchemaType.ARRAY, implementation = Object.class, description = "The evidence: strings, or "
                + "{\"id\", \"text\"} objects; context i (from 0) is cited as [i + 1], and a string's id is "
                + "ctx-<i + 1>. At most validate.contexts.max (20), each at most validate.context.max-chars (20,000) "
                + "characters",
                example = "[\"Online orders can be returned within 30 days of delivery for a full refund.\"]")
        List<JsonValue> contexts,
        @Schema(description = "The tenant whose guard lists and terms apply; chat.default.tenant when left out",
                example = "northwind")
        String tenant,
        @Schema(description = "Run exactly these validators, enabled or not; every enabled one when left out",
                example = "[\"claims\", \"pii-leakage\"]")
        List<String> validators) {

    /** The answer to check, with the integration key the request presented (null: none). */
    public AnswerCheck check(KeyView key) {
        return new AnswerCheck(question, answer, contexts, tenant, validators, key);
    }
}
