package io.ragguard.openai.boundary;

import io.ragguard.api.KeyScope;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.tenant.boundary.TenantView;
import jakarta.inject.Inject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

/**
 * {@code GET /v1/models}: the tenants the integration key may use, as OpenAI's model list; {@code
 * GET /v1/models/{id}} one of them (404 for a tenant outside the key's scope, as for one that does not
 * exist).
 */
@Path("v1/models")
@Produces(MediaType.APPLICATION_JSON)
public class ModelsResource {

    static final String OWNER = "ragguard";

    @Inject
    TenantModels models;

    @Context
    HttpServletRequest http;

    @GET
    public ModelList list() {
        List<String> scope = KeyScope.key(http).map(KeyView::tenants).orElse(List.of());
        return new ModelList("list", models.all().stream().map(TenantView::id).filter(scope::contains).sorted()
                .map(ModelsResource::model).toList());
    }

    @GET
    @Path("{id}")
    public ModelList.Model one(@PathParam("id") String id) {
        List<String> scope = KeyScope.key(http).map(KeyView::tenants).orElse(List.of());
        return models.find(id).map(TenantView::id).filter(scope::contains).map(ModelsResource::model)
                .orElseThrow(() -> new NotFoundException("the model " + id + " does not exist or this key may not "
                        + "use it"));
    }

    private static ModelList.Model model(String tenant) {
        return new ModelList.Model(tenant, "model", 0, OWNER);
    }
}
