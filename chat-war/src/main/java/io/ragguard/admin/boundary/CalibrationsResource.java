package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.policy.boundary.Calibration;
import io.ragguard.policy.boundary.CalibrationRequest;
import io.ragguard.policy.boundary.Calibrations;
import io.ragguard.request.RequestRules;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/** A validator's threshold calibrated on the reviewers' decisions, proposed as a draft policy. Admins only. */
@RolesAllowed("admin")
@Path("api/admin/calibrations")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "policies")
@SecurityRequirement(name = "login")
public class CalibrationsResource {

    /** {@code {"validator", "tenant"?, "source"?: "decisions", "floor"?}} */
    @Schema(name = "CalibrationBody", description = "What to calibrate.", requiredProperties = "validator")
    public record CalibrationBody(
            @Schema(example = "faithfulness") String validator,
            @Schema(description = "Calibrate on this tenant's answers, for this tenant; every tenant's when left out",
                    example = "northwind") String tenant,
            @Schema(description = "decisions: the reviewers' approved (good) and rejected (bad) answers",
                    defaultValue = "decisions") String source,
            @Schema(name = "evaluation_id", description = "Reserved for calibrating on a batch evaluation")
            String evaluationId,
            @Schema(description = "The least share of good answers the proposed threshold must pass (0 to 1)",
                    defaultValue = "0.8") Double floor) {
    }

    @Inject
    Calibrations calibrations;

    @Inject
    RequestRules requests;

    @Context
    SecurityContext security;

    @POST
    @Operation(summary = "Calibrate a validator's threshold")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = CalibrationBody.class),
            example = "{\"validator\": \"faithfulness\", \"tenant\": \"northwind\", \"floor\": 0.85}"))
    @APIResponse(responseCode = "200", description = "The curve, the proposal and its draft policy",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "Calibration")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field` (validator, source, "
            + "floor), `unknown_tenant`, or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "409", description = "`too_few_labels`: fewer than 30 decided answers the validator "
            + "scored, or only one kind; the message says how many more are needed",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Calibration calibrate(CalibrationBody body) {
        requests.valid(body, "the body must be {\"validator\", \"tenant\"?, \"source\"?, \"floor\"?}");
        return calibrations.calibrate(new CalibrationRequest(body.validator(), body.tenant(), body.source(),
                body.evaluationId(), body.floor()), security.getUserPrincipal().getName());
    }
}
