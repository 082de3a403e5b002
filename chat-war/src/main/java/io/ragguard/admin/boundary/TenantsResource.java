package io.ragguard.admin.boundary;

import io.ragguard.request.RequestRules;
import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.tenant.boundary.TenantDraft;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
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
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/**
 * Tenants and their term catalogs: list, create ({@code {"id", "name", "domain", "terms"}}), read,
 * change ({@code PUT} the same body: name and domain, and the whole catalog when {@code terms} is
 * given), delete, and one term at a time ({@code PUT terms/{canonical} {"term"}}, {@code DELETE
 * terms/{canonical}}). A tenant's identity prompt is {@link IdentityResource}'s. Admins only; every
 * change is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/tenants")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tenants")
@SecurityRequirement(name = "login")
public class TenantsResource {

    @Inject
    RequestRules requests;

    @Inject
    Tenants tenants;

    @Context
    SecurityContext security;

    @Context
    UriInfo uri;

    /** A tenant's word for a canonical concept. */
    @Schema(name = "TenantTerm", requiredProperties = "term")
    public record Term(@Schema(description = "One line of up to 200 characters", example = "Trail Points")
                       String term) {
    }

    @GET
    @Operation(summary = "List the tenants")
    @APIResponse(responseCode = "200", description = "The tenants",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "TenantViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<TenantView> all() {
        return tenants.all();
    }

    /** 201 with the tenant, its address in {@code Location}; 409 {@code tenant_exists} when the id is taken. */
    @POST
    @Operation(summary = "Create a tenant")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(ref = "TenantDraft"),
            example = "{\"id\": \"acme\", \"name\": \"Acme Outdoor\", \"domain\": \"retail\", \"terms\": "
                    + "{\"loyalty_program\": \"Acme Miles\"}}"))
    @APIResponse(responseCode = "201", description = "The tenant",
            headers = @Header(name = "Location", description = "The tenant's address",
                    schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "TenantView")))
    @APIResponse(responseCode = "400", ref = "invalidTenant")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "409", description = "`tenant_exists`: the id is taken",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response create(TenantDraft draft) {
        TenantDraft tenant = requests.valid(draft, "the body must be {\"id\": ..., \"name\": ..., \"domain\": ...}")
                .normalized();
        TenantView created = tenants.create(tenant, null, user());
        return Response.created(uri.getAbsolutePathBuilder().path(created.id()).build()).entity(created).build();
    }

    @GET
    @Path("{tenant}")
    @Operation(summary = "Read a tenant")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @APIResponse(responseCode = "200", description = "The tenant",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "TenantView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchTenant")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public TenantView one(@PathParam("tenant") String tenant) {
        return tenants.find(tenant).orElseThrow(() -> noTenant(tenant));
    }

    /**
     * Gives the tenant another name or domain and, when {@code terms} is given, makes its catalog exactly
     * those (a body read with {@code GET} and sent back changed); {@code id}, when given, must be the
     * tenant's own.
     */
    @PUT
    @Path("{tenant}")
    @Operation(summary = "Change a tenant")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(ref = "TenantDraft"),
            example = "{\"name\": \"Northwind Outfitters\", \"domain\": \"retail\"}"))
    @APIResponse(responseCode = "200", description = "The tenant as changed",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "TenantView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field`: an id, name, domain, "
            + "canonical concept or term that cannot be stored, or an id other than the tenant's; or "
            + "`malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchTenant")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public TenantView update(@PathParam("tenant") String tenant, TenantDraft draft) {
        requests.valid(draft, "the body must be {\"name\": ..., \"domain\": ...}");
        if (draft.id() != null && !draft.id().strip().equals(tenant)) {
            throw new InvalidRequestException("id", "a tenant's id does not change: create another tenant instead");
        }
        TenantDraft changed = new TenantDraft(tenant, draft.name(), draft.domain(), draft.terms()).normalized();
        return tenants.update(changed, user()).orElseThrow(() -> noTenant(tenant));
    }

    /** 204; 409 {@code default_tenant} for the tenant of requests that name none. */
    @DELETE
    @Path("{tenant}")
    @Operation(summary = "Delete a tenant")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @APIResponse(responseCode = "204", description = "Deleted")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchTenant")
    @APIResponse(responseCode = "409", description = "`default_tenant`: the tenant is chat.default.tenant; make "
            + "another the default first",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response delete(@PathParam("tenant") String tenant) {
        if (!tenants.delete(tenant, user())) {
            throw noTenant(tenant);
        }
        return Response.noContent().build();
    }

    /** Adds or changes the tenant's word for the concept; answers the tenant with its catalog. */
    @PUT
    @Path("{tenant}/terms/{canonical}")
    @Operation(summary = "Set a term")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @Parameter(name = "canonical", in = ParameterIn.PATH, example = "loyalty_program",
            description = "The canonical concept: 1 to 100 lowercase letters, digits or _")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = Term.class),
            example = "{\"term\": \"Trail Points\"}"))
    @APIResponse(responseCode = "200", description = "The tenant with its catalog",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "TenantView")))
    @APIResponse(responseCode = "400", ref = "invalidTenant")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchTenant")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public TenantView putTerm(@PathParam("tenant") String tenant, @PathParam("canonical") String canonical,
                              Term term) {
        String word = term == null || term.term() == null ? null : term.term().strip();
        return tenants.putTerm(tenant, canonical, word, user()).orElseThrow(() -> noTenant(tenant));
    }

    @DELETE
    @Path("{tenant}/terms/{canonical}")
    @Operation(summary = "Remove a term")
    @Parameter(name = "tenant", in = ParameterIn.PATH, example = "northwind", description = "The tenant's id")
    @Parameter(name = "canonical", in = ParameterIn.PATH, example = "loyalty_program",
            description = "The canonical concept: 1 to 100 lowercase letters, digits or _")
    @APIResponse(responseCode = "204", description = "Removed")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", description = "`not_found`: no such tenant, or it has no such term",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response removeTerm(@PathParam("tenant") String tenant, @PathParam("canonical") String canonical) {
        if (!tenants.removeTerm(tenant, canonical, user())) {
            throw new NotFoundException("tenant " + tenant + " has no term " + canonical + ", or there is no such tenant");
        }
        return Response.noContent().build();
    }

    private static NotFoundException noTenant(String tenant) {
        return new NotFoundException("no tenant " + tenant);
    }

    private String user() {
        return security.getUserPrincipal().getName();
    }
}
