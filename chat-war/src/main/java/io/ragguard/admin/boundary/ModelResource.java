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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The model that answers, for all tenants or for one ({@code ?tenant=}): the settings in effect (change
 * them through {@code /api/admin/settings}, as {@code llm.*} or {@code tenant.<id>.llm.*}), and a test
 * of the connection by one tiny completion. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/model")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "model")
@SecurityRequirement(name = "login")
public class ModelResource {

    @Inject
    Generator generator;

    @Inject
    Tenants tenants;

    @GET
    @Operation(summary = "Read the model settings")
    @Parameter(name = "tenant", in = ParameterIn.QUERY, example = "northwind",
            description = "A tenant, for its settings in effect; the global settings when left out")
    @APIResponse(responseCode = "200", description = "The settings in effect",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ModelView")))
    @APIResponse(responseCode = "400", ref = "unknownTenant")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public ModelView settings(@QueryParam("tenant") String tenant) {
        return generator.settings(known(tenant));
    }

    @POST
    @Path("test")
    @Operation(summary = "Test the model connection")
    @Parameter(name = "tenant", in = ParameterIn.QUERY, example = "northwind",
            description = "A tenant, for its settings in effect; the global settings when left out")
    @APIResponse(responseCode = "200", description = "The outcome of the test, whether it worked or not",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ConnectionTest")))
    @APIResponse(responseCode = "400", ref = "unknownTenant")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public ConnectionTest test(@QueryParam("tenant") String tenant) {
        return generator.test(known(tenant));
    }

    /** The tenant named, checked; null for the global settings. */
    private String known(String tenant) {
        return tenant == null || tenant.isBlank() ? null : tenants.require(tenant).id();
    }
}
