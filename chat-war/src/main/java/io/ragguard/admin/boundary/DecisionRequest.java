package io.ragguard.admin.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** A reviewer's decision on a recorded answer: {@code approved}, {@code rejected} or {@code escalated}, and a note. */
@Schema(description = "A reviewer's decision on a recorded answer: approved (the guard was wrong to flag it), "
        + "rejected (the answer was wrong) or escalated (someone else must decide).", requiredProperties = "decision")
public record DecisionRequest(
        @Schema(enumeration = {"approved", "rejected", "escalated"}, example = "rejected") String decision,
        @Schema(description = "Why, up to 2,000 characters", example = "The warranty is 2 years, not 7.") String note) {
}
