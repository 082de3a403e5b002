package io.ragguard.admin.boundary;

import io.ragguard.answering.boundary.ReplayJob;
import io.ragguard.answering.boundary.ReplayRequest;
import io.ragguard.answering.boundary.Replays;
import io.ragguard.report.ReplayReport;
import io.ragguard.api.ErrorBody;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.policy.boundary.PolicyDraft;
import io.ragguard.policy.boundary.PolicyView;
import io.ragguard.request.RequestRules;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Validation policies: draft a named set of validation settings for every tenant or one, read them, publish
 * one (all its values at once) and roll it back. Admins only; every step is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/policies")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "policies")
@SecurityRequirement(name = "login")
public class PoliciesResource {

    /** {@code {"name", "tenant"?, "settings": {"validator.faithfulness.threshold": 0.4, ...}, "note"?}} */
    @Schema(name = "PolicyRequest", description = "A policy to draft.", requiredProperties = {"name", "settings"})
    public record PolicyRequest(
            @Schema(example = "stricter faithfulness") String name,
            @Schema(description = "The tenant it is for; every tenant when left out", example = "helixpharma")
            String tenant,
            @Schema(implementation = Object.class, description = "Validation settings (validation.*, validator.*) "
                    + "by name, each a string, number or boolean",
                    example = "{\"validator.faithfulness.threshold\": 0.45, \"validation.unsupported-sentences\": "
                            + "\"refuse\"}")
            JsonObject settings,
            @Schema(description = "Why, up to 2,000 characters") String note) {
    }

    @Inject
    Policies policies;

    @Inject
    Replays replays;

    @Inject
    RequestRules requests;

    @Context
    SecurityContext security;

    @Context
    UriInfo uri;

    @POST
    @Operation(summary = "Draft a policy")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = PolicyRequest.class)))
    @APIResponse(responseCode = "201", description = "The draft",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "PolicyView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field` (name, settings, note), "
            + "`invalid_setting` naming a setting a policy cannot hold or a value outside its definition, "
            + "`unknown_tenant`, or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response create(PolicyRequest request) {
        requests.valid(request, "the body must be {\"name\", \"tenant\"?, \"settings\": {...}, \"note\"?}");
        PolicyView created = policies.create(new PolicyDraft(request.name(), request.tenant(),
                values(request.settings()), request.note()), user());
        return Response.created(uri.getAbsolutePathBuilder().path(Long.toString(created.id())).build())
                .entity(created).build();
    }

    @GET
    @Operation(summary = "List the policies")
    @APIResponse(responseCode = "200", description = "Every policy, newest first",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "PolicyViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<PolicyView> all() {
        return policies.all();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "Read a policy")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The policy's id")
    @APIResponse(responseCode = "200", description = "The policy",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "PolicyView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchPolicy")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public PolicyView one(@PathParam("id") long id) {
        return policies.one(id).orElseThrow(() -> missing(id));
    }

    @POST
    @Path("{id}/publish")
    @Operation(summary = "Publish a policy")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The draft's id")
    @APIResponse(responseCode = "200", description = "The policy, published",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "PolicyView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchPolicy")
    @APIResponse(responseCode = "409", ref = "policyState")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public PolicyView publish(@PathParam("id") long id) {
        return policies.publish(id, user()).orElseThrow(() -> missing(id));
    }

    @POST
    @Path("{id}/rollback")
    @Operation(summary = "Roll a policy back")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The published policy's id")
    @APIResponse(responseCode = "200", description = "The policy, rolled back",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "PolicyView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchPolicy")
    @APIResponse(responseCode = "409", ref = "policyState")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public PolicyView rollback(@PathParam("id") long id) {
        return policies.rollback(id, user()).orElseThrow(() -> missing(id));
    }

    /** {@code {"from"?, "to"?, "tenant"?, "limit"?}}: which stored answers to re-validate. */
    @Schema(name = "ReplayBody", description = "Which stored answers a replay re-validates.")
    public record ReplayBody(
            @Schema(description = "Recorded from this day (2026-11-01) or instant on") String from,
            @Schema(description = "Recorded before this day or instant") String to,
            @Schema(description = "Of this tenant; the policy's tenant, or every tenant, when left out") String tenant,
            @Schema(description = "At most this many, newest first (1 to 20,000; 1,000 when left out)") Integer limit) {
    }

    @POST
    @Path("{id}/replay")
    @Operation(summary = "Replay a policy on stored answers")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The policy's id")
    @RequestBody(content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = ReplayBody.class), example = "{\"tenant\": \"northwind\", \"limit\": 500}"))
    @APIResponse(responseCode = "202", description = "The replay, running: follow it at the address in Location",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ReplayJob")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field` (from, to, limit)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchPolicy")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response replay(@PathParam("id") long id, ReplayBody body) {
        ReplayBody asked = body == null ? new ReplayBody(null, null, null, null) : body;
        ReplayJob job = replays.start(id, new ReplayRequest(QueryDates.instant("from", asked.from(), false),
                QueryDates.instant("to", asked.to(), true), asked.tenant(), asked.limit())).orElseThrow(() -> missing(id));
        return Response.accepted(job).location(uri.getBaseUriBuilder().path("api/admin/policies")
                .path(Long.toString(id)).path("replays").path(job.jobId()).build()).build();
    }

    @GET
    @Path("{id}/replays/{jobId}")
    @Operation(summary = "Follow a replay")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The policy's id")
    @Parameter(name = "jobId", in = ParameterIn.PATH, description = "The replay's job_id")
    @APIResponse(responseCode = "200", description = "The replay as far as it has come",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ReplayJob")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", description = "`not_found`: no such policy or replay (a restart forgets replays)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public ReplayJob replayed(@PathParam("id") long id, @PathParam("jobId") String jobId) {
        return replays.job(id, jobId).orElseThrow(() -> new NotFoundException("no replay " + jobId + " of policy " + id));
    }

    @GET
    @Path("{id}/replays/{jobId}/report")
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "Read a replay's report")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The policy's id")
    @Parameter(name = "jobId", in = ParameterIn.PATH, description = "The replay's job_id")
    @APIResponse(responseCode = "200", description = "The report, one self-contained HTML page",
            content = @Content(mediaType = MediaType.TEXT_HTML))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", description = "`not_found`: no such policy or replay",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public String report(@PathParam("id") long id, @PathParam("jobId") String jobId) {
        PolicyView policy = policies.one(id).orElseThrow(() -> missing(id));
        return ReplayReport.html(policy, replayed(id, jobId));
    }

    /** The settings' values as text: a string as it is, a number or a boolean as JSON writes it. */
    private static Map<String, String> values(JsonObject settings) {
        Map<String, String> values = new LinkedHashMap<>();
        if (settings == null) {
            return values;
        }
        for (Map.Entry<String, JsonValue> entry : settings.entrySet()) {
            values.put(entry.getKey(), SettingText.of(entry.getValue(), "settings", "the value of " + entry.getKey()));
        }
        return values;
    }

    private static NotFoundException missing(long id) {
        return new NotFoundException("no policy " + id);
    }

    private String user() {
        return security.getUserPrincipal().getName();
    }
}
