package io.ragguard.admin.boundary;

import io.ragguard.recording.boundary.Assignee;
import io.ragguard.recording.boundary.Decision;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * A reviewer's decision on a recorded answer: {@code approved}, {@code rejected} or {@code escalated}, a note, and
 * for an escalation on one answer, whom it goes to.
 */
@Schema(description = "A reviewer's decision on a recorded answer: approved (the guard was wrong to flag it), "
        + "rejected (the answer was wrong) or escalated (someone else must decide).", requiredProperties = "decision")
public record DecisionRequest(
        @Schema(enumeration = {"approved", "rejected", "escalated"}, example = "rejected")
        @NotBlank(message = "decision is missing: approved, rejected or escalated")
        String decision,
        @Schema(description = "Why, up to 2,000 characters", example = "The warranty is 2 years, not 7.")
        @Size(max = Decision.MAX_NOTE, message = "note must be at most {max} characters")
        String note,
        @Schema(name = "escalate_to", description = "With escalated, on one answer: whom it goes to, a user's name "
                + "or role:admin or role:compliance; the answer is assigned to them", example = "role:admin")
        @Size(max = Assignee.MAX, message = "escalate_to must be at most {max} characters")
        String escalateTo) {

    /** What a body that is not a decision is told it must be. */
    static final String SHAPE = "the body must be {\"decision\": \"approved\" | \"rejected\" | \"escalated\", "
            + "\"note\": ...}";
}
