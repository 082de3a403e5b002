package io.ragguard.admin.boundary;

import io.ragguard.generation.boundary.ConnectionTest;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.ModelView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

/**
 * The model that answers, for all tenants or for one ({@code ?tenant=}): the settings in effect (change
 * them through {@code /api/admin/settings}, as {@code llm.*} or {@code tenant.<id>.llm.*}), and a test
 * of the connection by one tiny completion. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/model")
@Produces(MediaType.APPLICATION_JSON)
public class ModelResource {

    @Inject
    Generator generator;

    @Inject
    Tenants tenants;

    @GET
    public ModelView settings(@QueryParam("tenant") String tenant) {
        return generator.settings(known(tenant));
    }

    @POST
    @Path("test")
    public ConnectionTest test(@QueryParam("tenant") String tenant) {
        return generator.test(known(tenant));
    }

    /** The tenant named, checked; null for the global settings. */
    private String known(String tenant) {
        return tenant == null || tenant.isBlank() ? null : tenants.require(tenant).id();
    }
}
