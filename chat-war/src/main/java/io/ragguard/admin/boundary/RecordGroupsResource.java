package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.ReviewGroup;
import io.ragguard.recording.boundary.ReviewQueue;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestRules;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
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
 * The review queue as groups of repeats (the same question, status and flagging validators, for one tenant on
 * one UTC day), by the queue's filters ({@link RecordQuery}), and one decision on every undecided answer of a
 * group.
 */
@RolesAllowed({"admin", "compliance"})
@Path("api/admin/records/groups")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "records")
@SecurityRequirement(name = "login")
public class RecordGroupsResource {

    @Inject
    ReviewQueue queue;

    @Inject
    RequestRules requests;

    @Context
    SecurityContext security;

    /** How many answers of a group one decision decided. */
    @Schema(description = "How many answers of the group the decision decided: those no one had decided yet.")
    public record GroupDecided(@Schema(description = "The group's key") String key,
                               @Schema(description = "The answers decided; 0 when none was undecided") int decided) {
    }

    /**
     * A page of the groups of the answers the filters select ({@code first}, {@code max} up to
     * {@value RecordsResource#MAX_PAGE}), newest first or, with {@code sort=severity}, highest severity first;
     * the number of groups in {@code X-Total-Count}.
     */
    @GET
    @Operation(summary = "List groups of repeated answers")
    @Parameter(name = "first", in = ParameterIn.QUERY, description = "The first group, from 0")
    @Parameter(name = "max", in = ParameterIn.QUERY, description = "How many, up to 500")
    @APIResponse(responseCode = "200", description = "A page of groups, each with its newest answer",
            headers = @Header(name = "X-Total-Count", description = "How many groups match",
                    schema = @Schema(type = SchemaType.INTEGER)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "ReviewGroupList")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the parameter, as for the list of "
            + "records", content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response list(@BeanParam RecordQuery query, @QueryParam("first") @DefaultValue("0") int first,
                         @QueryParam("max") @DefaultValue("50") int max) {
        RecordFilter filter = query.filter(security);
        List<ReviewGroup> page = queue.groups(filter, Math.max(0, first),
                Math.max(1, Math.min(max, RecordsResource.MAX_PAGE)));
        return Response.ok(page).header("X-Total-Count", queue.countGroups(filter)).build();
    }

    /** Records one decision on every answer of the group that no one has decided yet, each audited. */
    @POST
    @Path("{key}/decision")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Decide on a group of repeated answers")
    @Parameter(name = "key", in = ParameterIn.PATH, description = "The group's key, as a record's group_key gives it")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = DecisionRequest.class),
            example = "{\"decision\": \"approved\", \"note\": \"The same false alarm.\"}"))
    @APIResponse(responseCode = "200", description = "How many answers it decided",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = GroupDecided.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no decision or an unknown one, a note "
            + "over 2,000 characters, an escalate_to, which goes with one answer's decision only) or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public GroupDecided decide(@PathParam("key") String key, DecisionRequest request) {
        requests.valid(request, DecisionRequest.SHAPE);
        if (request.escalateTo() != null) {
            throw new InvalidRequestException("escalate_to", "escalate_to goes with one answer's decision, not a "
                    + "group's: assign the answers instead");
        }
        return new GroupDecided(key, queue.decideGroup(key, RecordsResource.decision(request.decision()),
                request.note(), security.getUserPrincipal().getName()));
    }
}
