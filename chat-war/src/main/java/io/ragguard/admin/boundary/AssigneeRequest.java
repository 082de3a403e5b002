package io.ragguard.admin.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** Whom a recorded answer is assigned to; null for no one. */
@Schema(description = "Whom a recorded answer is assigned to: a user's name (up to 200 characters, kept in lower "
        + "case), role:admin or role:compliance for everyone of that role, or null for no one.")
public record AssigneeRequest(
        @Schema(description = "A user's name, role:admin or role:compliance; null unassigns", example = "carol")
        String assignee) {
}
