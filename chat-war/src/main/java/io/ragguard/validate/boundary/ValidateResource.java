package io.ragguard.validate.boundary;

import io.ragguard.answering.boundary.Answering;
import io.ragguard.api.ErrorBody;
import io.ragguard.api.KeyScope;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.Context;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

@Path("api/validate")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "validate")
@SecurityRequirement(name = "integrationKey")
public class ValidateResource {

    @Inject
    Answering answering;


    @Context
    HttpServletRequest http;

    @POST
    @Operation(summary = "Validate an answer your own model wrote")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = ValidateRequest.class),
            example = "{\"question\": \"How long is the return window for online orders?\", \"answer\": \"Online "
                    + "orders can be returned within 30 days of delivery for a full refund [1].\", \"contexts\": "
                    + "[\"Online orders can be returned within 30 days of delivery for a full refund.\"], "
                    + "\"tenant\": \"northwind\"}"))
    @APIResponse(responseCode = "200", description = "The verdict",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ValidateResponse.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` (a missing or too long question, answer or "
            + "context, too many contexts, unknown validators; `field` names it), `malformed_json` or "
            + "`unknown_tenant`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "keyRequired")
    @APIResponse(responseCode = "403", ref = "tenantNotAllowed")
    @APIResponse(responseCode = "429", ref = "rateLimited")
    @APIResponse(responseCode = "503", description = "`overloaded` (the answering endpoints are at capacity) or "
            + "`database_unavailable`",
            headers = @Header(name = "Retry-After", description = "Seconds to wait before retrying",
                    schema = @Schema(type = SchemaType.INTEGER)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    public ValidateResponse validate(ValidateRequest request) {
        return ValidateResponse.of(answering.check(request == null ? null
                : request.check(KeyScope.key(http).orElse(null))));
    }
}
