package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
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

import java.util.List;

/**
 * A tenant's identity prompt, the system prompt of every answer for it: the active version and every
 * version ({@code GET}), a new active version ({@code POST {"text"}}), and a rollback to an earlier
 * one ({@code POST {version}/activate}). Admins only; every change is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/tenants/{tenant}/identity")
@Produces(MediaType.APPLICATION_JSON)
public class IdentityResource {

    @Inject
    Identities identities;

    @Inject
    Tenants tenants;

    @Context
    SecurityContext security;

    /** The active version (null before the first publish) and every version, newest first. */
    public record Identity(IdentityVersion active, List<IdentityVersion> versions) {
    }

    /** A new version's text. */
    public record Draft(String text) {
    }

    @GET
    public Identity identity(@PathParam("tenant") String tenant) {
        return current(known(tenant));
    }

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    public Identity publish(@PathParam("tenant") String tenant, Draft draft) {
        String id = known(tenant);
        if (draft == null) {
            throw new InvalidRequestException("text", "the body must be {\"text\": \"...\"} with the prompt's text");
        }
        Identities.problem(draft.text()).ifPresent(problem -> {
            throw new InvalidRequestException("text", problem);
        });
        identities.publish(id, draft.text().strip(), security.getUserPrincipal().getName());
        return current(id);
    }

    @POST
    @Path("{version}/activate")
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
