package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.request.RequestRules;
import jakarta.validation.constraints.NotNull;
import io.ragguard.identity.boundary.Identities;
import io.ragguard.identity.boundary.IdentityVersion;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
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
 * A tenant's identity prompt, the system prompt of every answer for it: the active version and every
 * version ({@code GET}), a new active version ({@code POST {"text"}}), and a rollback to an earlier
 * one ({@code POST {version}/activate}). Admins only; every change is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/tenants/{tenant}/identity")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "identity")
@SecurityRequirement(name = "login")
public class IdentityResource {

    @Inject
    Identities identities;

    @Inject
    RequestRules requests;

    @Inject
    Tenants tenants;

    @Context
    SecurityContext security;

    /** The active version (null before the first publish) and every version, newest first. */
    @Schema(name = "IdentityPrompt", description = "A tenant's identity prompt: the active version (null before "
            + "the first publish) and every version, newest first.")
    public record Identity(@Schema(ref = "IdentityVersion") IdentityVersion active,
                           @Schema(ref = "IdentityVersionList") List<IdentityVersion> versions) {
    }

    /** A new version's text. */
    @Schema(name = "IdentityDraft", requiredProperties = "text")
    public record Draft(@Schema(description = "The prompt's text, up to 20,000 characters",
            example = "You are Northwind Outfitters' assistant...")
                        @NotNull(message = "text is missing: send the prompt's text") String text) {
    }

    @GET
    @Operation(summary = "Read a tenant's identity prompt")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @APIResponse(responseCode = "200", description = "The active version and every version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = Identity.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchTenant")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Identity identity(@PathParam("tenant") String tenant) {
        return current(known(tenant));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Publish a new version")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = Draft.class),
            example = "{\"text\": \"You are Northwind Outfitters' assistant...\"}"))
    @APIResponse(responseCode = "200", description = "The active version and every version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = Identity.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no text, or one over 20,000 characters; "
            + "`field` is text) or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchTenant")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Identity publish(@PathParam("tenant") String tenant, Draft draft) {
        String id = known(tenant);
        requests.valid(draft, "the body must be {\"text\": \"...\"} with the prompt's text");
        identities.publish(id, draft.text(), security.getUserPrincipal().getName());
        return current(id);
    }

    @POST
    @Path("{version}/activate")
    @Operation(summary = "Activate an earlier version")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @Parameter(name = "version", in = ParameterIn.PATH, example = "1", description = "The version to make active")
    @APIResponse(responseCode = "200", description = "The active version and every version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = Identity.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", description = "`not_found`: no such tenant, or no such version",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Identity activate(@PathParam("tenant") String tenant, @PathParam("version") int version) {
        String id = known(tenant);
        if (!identities.activate(id, version, security.getUserPrincipal().getName())) {
            throw new NotFoundException("tenant " + id + " has no identity version " + version);
        }
        return current(id);
    }

    private String known(String tenant) {
        if (!tenants.exists(tenant)) {
            throw new NotFoundException("no tenant " + tenant);
        }
        return tenant;
    }

    private Identity current(String tenant) {
        List<IdentityVersion> versions = identities.versions(tenant);
        return new Identity(versions.stream().filter(IdentityVersion::active).findFirst().orElse(null), versions);
    }
}
