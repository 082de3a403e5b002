package io.ragguard.openai.boundary;

import io.ragguard.api.OpenAiError;
import io.ragguard.api.KeyScope;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/**
 * {@code GET /v1/models}: the tenants the integration key may use, as OpenAI's model list; {@code
 * GET /v1/models/{id}} one of them (404 for a tenant outside the key's scope, as for one that does not
 * exist).
 */
@Path("v1/models")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "openai")
@SecurityRequirement(name = "integrationKey")
public class ModelsResource {

    static final String OWNER = "ragguard";

    @Inject
    Tenants tenants;

    @Context
    HttpServletRequest http;

    @GET
    @Operation(summary = "List the models the key may use")
    @APIResponse(responseCode = "200", description = "The key's tenants as models",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ModelList.class)))
    @APIResponse(responseCode = "401", ref = "openAiKeyRequired")
    @APIResponse(responseCode = "429", ref = "openAiRateLimited")
    public ModelList list() {
        List<String> scope = scope();
        return new ModelList("list", tenants.all().stream().map(TenantView::id).filter(scope::contains).sorted()
                .map(ModelsResource::model).toList());
    }

    @GET
    @Path("{id}")
    @Operation(summary = "Read one model")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "northwind", description = "The model: a tenant's id")
    @APIResponse(responseCode = "200", description = "The model",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ModelList.Model.class)))
    @APIResponse(responseCode = "401", ref = "openAiKeyRequired")
    @APIResponse(responseCode = "404", description = "code `not_found`: no such tenant, or one outside the key's scope",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = OpenAiError.class)))
    @APIResponse(responseCode = "429", ref = "openAiRateLimited")
    public ModelList.Model one(@PathParam("id") String id) {
        return tenants.find(id).map(TenantView::id).filter(scope()::contains).map(ModelsResource::model)
                .orElseThrow(() -> new NotFoundException("the model " + id + " does not exist or this key may not "
                        + "use it"));
    }

    /** The tenants the presented key may use (none without a key, which ApiLogin does not let through). */
    private List<String> scope() {
        return KeyScope.key(http).map(KeyView::tenants).orElse(List.of());
    }

    private static ModelList.Model model(String tenant) {
        return new ModelList.Model(tenant, "model", 0, OWNER);
    }
}
