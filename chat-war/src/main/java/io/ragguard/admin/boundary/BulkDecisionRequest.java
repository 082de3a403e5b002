package io.ragguard.admin.boundary;

import io.ragguard.recording.boundary.Decision;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotEmpty;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** One decision, with one note, on many recorded answers by their request ids. */
@Schema(description = "One decision, with one note, on up to 500 recorded answers.",
        requiredProperties = {"request_ids", "decision"})
public record BulkDecisionRequest(
        @Schema(name = "request_ids", description = "The answers' request ids, 1 to 500",
                example = "[\"9b2f6c1e-0d1a-4a51-9d0e-5f3f3c2b8a10\"]")
        @NotEmpty(message = "request_ids is missing or empty")
        @Size(max = BulkDecisionRequest.MAX, message = "request_ids may hold at most {max} request ids")
        List<@NotBlank(message = "request_ids holds a blank request id") String> requestIds,
        @Schema(enumeration = {"approved", "rejected", "escalated"}, example = "approved")
        @NotBlank(message = "decision is missing: approved, rejected or escalated")
        String decision,
        @Schema(description = "Why, up to 2,000 characters, for every one of them", example = "Known false alarm.")
        @Size(max = Decision.MAX_NOTE, message = "note must be at most {max} characters")
        String note) {

    /** The most answers one request decides. */
    public static final int MAX = 500;
}
