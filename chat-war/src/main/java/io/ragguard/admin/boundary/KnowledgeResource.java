package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.coverage.boundary.GapSummary;
import io.ragguard.coverage.boundary.KnowledgeGapView;
import io.ragguard.coverage.boundary.KnowledgeGaps;
import io.ragguard.knowledge.boundary.Knowledge;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;
import java.util.Map;

/**
 * How much knowledge each tenant has ({@code {"tenant": documents}}), and what it lacked: the names that
 * answers used without evidence (retrieval-coverage's gaps), most asked for first, and the latest. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/knowledge")
@Produces(MediaType.APPLICATION_JSON)
public class KnowledgeResource {

    @Inject
    Knowledge knowledge;

    @Inject
    KnowledgeGaps gaps;

    @Inject
    Tenants tenants;

    /** A tenant's knowledge gaps: the names most asked for, and the latest questions that met them. */
    public record Gaps(String tenant, List<GapSummary> entities, List<KnowledgeGapView> recent) {
    }

    @GET
    public Map<String, Long> documentCounts() {
        return knowledge.documentCounts();
    }

    @GET
    @Path("gaps")
    public Gaps gaps(@QueryParam("tenant") String tenant, @QueryParam("limit") @DefaultValue("50") int limit) {
        if (limit < 1 || limit > 500) {
            throw new InvalidRequestException("limit", "limit must be from 1 to 500");
        }
        String id = tenants.require(tenant).id();
        return new Gaps(id, gaps.summary(id, limit), gaps.recent(id, limit));
    }
}
