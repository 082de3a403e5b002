package io.ragguard.admin.boundary;

import io.ragguard.knowledge.boundary.Knowledge;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

import java.util.Map;

/** How much knowledge each tenant has: {@code {"tenant": documents}}. */
@RolesAllowed("admin")
@Path("admin/knowledge")
@Produces(MediaType.APPLICATION_JSON)
public class KnowledgeResource {

    @Inject
    Knowledge knowledge;

    @GET
    public Map<String, Long> documentCounts() {
        return knowledge.documentCounts();
    }
}
