package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.gaps.boundary.GapSummary;
import io.ragguard.recording.boundary.DeclinedQuestion;
import io.ragguard.recording.boundary.Statistics;
import io.ragguard.gaps.boundary.KnowledgeGapView;
import io.ragguard.gaps.boundary.KnowledgeGaps;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;
import java.util.Map;

/**
 * How much knowledge each tenant has ({@code {"tenant": documents}}), and what it lacked: the names that
 * questions asked about and answers used without evidence (retrieval-coverage's gaps), most asked for first, and
 * the latest, and the questions its answers declined. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/knowledge")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "knowledge gaps")
@SecurityRequirement(name = "login")
public class KnowledgeGapsResource {

    @Inject
    Knowledge knowledge;

    @Inject
    KnowledgeGaps gaps;

    @Inject
    Tenants tenants;

    @Inject
    Statistics statistics;

    /** A tenant's knowledge gaps: the names most asked for, and the latest questions that met them. */
    @Schema(name = "KnowledgeGaps", description = "A tenant's knowledge gaps: the names most asked for first "
            + "(entities), the latest questions that met a gap (recent), and the questions its answers declined, "
            + "most asked first (declined).")
    public record Gaps(@Schema(example = "northwind") String tenant,
                       @Schema(ref = "GapSummaryList") List<GapSummary> entities,
                       @Schema(ref = "KnowledgeGapViewList") List<KnowledgeGapView> recent,
                       @Schema(ref = "DeclinedQuestionList") List<DeclinedQuestion> declined) {
    }

    @GET
    @Operation(summary = "Count documents per tenant")
    @APIResponse(responseCode = "200", description = "Documents by tenant",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.OBJECT,
                    additionalProperties = Long.class, example = "{\"northwind\": 10, \"bluebay\": 8}")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Map<String, Long> documentCounts() {
        return knowledge.documentCounts();
    }

    @GET
    @Path("gaps")
    @Operation(summary = "Read a tenant's knowledge gaps")
    @Parameter(name = "tenant", in = ParameterIn.QUERY, example = "northwind",
            description = "The tenant; chat.default.tenant when left out")
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "How many of each, 1 to 500")
    @APIResponse(responseCode = "200", description = "The tenant's gaps",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = Gaps.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` (limit outside 1 to 500) or "
            + "`unknown_tenant`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Gaps gaps(@QueryParam("tenant") String tenant, @QueryParam("limit") @DefaultValue("50") int limit) {
        if (limit < 1 || limit > 500) {
            throw new InvalidRequestException("limit", "limit must be from 1 to 500");
        }
        String id = tenants.require(tenant).id();
        return new Gaps(id, gaps.summary(id, limit), gaps.recent(id, limit), statistics.declinedQuestions(id, limit));
    }
}
