package io.ragguard.admin.boundary;

import io.ragguard.request.RequestRules;
import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.guardrail.boundary.Guardrails;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/**
 * The guard lists the validators read: list them (optionally one kind), add an entry
 * ({@code {"kind", "tenant", "pattern", "detail"}}), change one (the same body), remove one. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/guardrails")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "guardrails")
@SecurityRequirement(name = "login")
public class GuardrailsResource {

    @Inject
    RequestRules requests;

    @Inject
    Guardrails guardrails;

    @Context
    SecurityContext security;

    @GET
    @Operation(summary = "List the guard list entries")
    @Parameter(name = "kind", in = ParameterIn.QUERY, example = "denied_topic",
            description = "One kind: denied_topic, harm_<category>, identity_claim, ego_claim or required_section")
    @APIResponse(responseCode = "200", description = "The entries",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "GuardEntryViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<GuardEntryView> all(@QueryParam("kind") String kind) {
        return guardrails.all(kind == null || kind.isBlank() ? null : kind.strip());
    }

    @POST
    @Operation(summary = "Add an entry")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(ref = "GuardEntryDraft"),
            example = "{\"kind\": \"denied_topic\", \"tenant\": \"northwind\", \"pattern\": \"competitor pricing\", "
                    + "\"detail\": \"We do not discuss other shops' prices.\"}"))
    @APIResponse(responseCode = "201", description = "The entry as stored",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "GuardEntryView")))
    @APIResponse(responseCode = "400", ref = "invalidGuardEntry")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response add(GuardEntryDraft draft) {
        return Response.status(Response.Status.CREATED)
                .entity(guardrails.add(checked(draft), security.getUserPrincipal().getName())).build();
    }

    /** Replaces the entry's kind, tenant, pattern and detail; 404 when there is none with that id. */
    @PUT
    @Path("{id}")
    @Operation(summary = "Change an entry")
    @Parameter(name = "id", in = ParameterIn.PATH, description = "The entry's id")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(ref = "GuardEntryDraft"),
            example = "{\"kind\": \"denied_topic\", \"tenant\": \"northwind\", \"pattern\": \"competitor pricing\", "
                    + "\"detail\": \"We do not discuss other shops' prices.\"}"))
    @APIResponse(responseCode = "200", description = "The entry as changed",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "GuardEntryView")))
    @APIResponse(responseCode = "400", ref = "invalidGuardEntry")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchGuardEntry")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public GuardEntryView update(@PathParam("id") long id, GuardEntryDraft draft) {
        return guardrails.update(id, checked(draft), security.getUserPrincipal().getName())
                .orElseThrow(() -> new NotFoundException("no guard list entry " + id));
    }

    /** The body, whose rules the boundary checks. */
    private GuardEntryDraft checked(GuardEntryDraft draft) {
        return requests.valid(draft, "the body must be {\"kind\": ..., \"pattern\": ...}");
    }

    @DELETE
    @Path("{id}")
    @Operation(summary = "Remove an entry")
    @Parameter(name = "id", in = ParameterIn.PATH, description = "The entry's id")
    @APIResponse(responseCode = "204", description = "Removed")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchGuardEntry")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response remove(@PathParam("id") long id) {
        if (!guardrails.remove(id, security.getUserPrincipal().getName())) {
            throw new NotFoundException("no guard list entry " + id);
        }
        return Response.noContent().build();
    }
}
