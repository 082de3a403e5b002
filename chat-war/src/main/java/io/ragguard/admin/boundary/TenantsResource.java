package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
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
public class TenantsResource {

    @Inject
    Tenants tenants;

    @Context
    SecurityContext security;

    @Context
    UriInfo uri;

    /** A tenant's word for a canonical concept. */
    public record Term(String term) {
    }

    @GET
    public List<TenantView> all() {
        return tenants.all();
    }

    /** 201 with the tenant, its address in {@code Location}; 409 {@code tenant_exists} when the id is taken. */
    @POST
    public Response create(TenantDraft draft) {
        if (draft == null) {
            throw new InvalidRequestException("id", "the body must be {\"id\": ..., \"name\": ..., \"domain\": ...}");
        }
        TenantDraft tenant = draft.normalized();
        tenant.problem().ifPresent(p -> {
            throw new InvalidRequestException(p.field(), p.message());
        });
        TenantView created = tenants.create(tenant, null, user());
        return Response.created(uri.getAbsolutePathBuilder().path(created.id()).build()).entity(created).build();
    }

    @GET
    @Path("{tenant}")
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
    public TenantView update(@PathParam("tenant") String tenant, TenantDraft draft) {
        if (draft == null) {
            throw new InvalidRequestException("name", "the body must be {\"name\": ..., \"domain\": ...}");
        }
        if (draft.id() != null && !draft.id().strip().equals(tenant)) {
            throw new InvalidRequestException("id", "a tenant's id does not change: create another tenant instead");
        }
        TenantDraft changed = new TenantDraft(tenant, draft.name(), draft.domain(), draft.terms()).normalized();
        changed.problemOfNameOrDomain().or(changed::problemOfTerms).ifPresent(p -> {
            throw new InvalidRequestException(p.field(), p.message());
        });
        return tenants.update(changed, user()).orElseThrow(() -> noTenant(tenant));
    }

    /** 204; 409 {@code default_tenant} for the tenant of requests that name none. */
    @DELETE
    @Path("{tenant}")
    public Response delete(@PathParam("tenant") String tenant) {
        if (!tenants.delete(tenant, user())) {
            throw noTenant(tenant);
        }
        return Response.noContent().build();
    }

    /** Adds or changes the tenant's word for the concept; answers the tenant with its catalog. */
    @PUT
    @Path("{tenant}/terms/{canonical}")
    public TenantView putTerm(@PathParam("tenant") String tenant, @PathParam("canonical") String canonical,
                              Term term) {
        String word = term == null || term.term() == null ? null : term.term().strip();
        TenantDraft.termProblem(canonical, word).ifPresent(p -> {
            throw new InvalidRequestException(p.field(), p.message());
        });
        return tenants.putTerm(tenant, canonical, word, user()).orElseThrow(() -> noTenant(tenant));
    }

    @DELETE
    @Path("{tenant}/terms/{canonical}")
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
