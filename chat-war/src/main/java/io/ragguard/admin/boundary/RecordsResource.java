package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestRules;
import io.ragguard.recording.boundary.Decided;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.RecordsCsv;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.Retention;
import io.ragguard.recording.boundary.ReviewQueue;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.StreamingOutput;
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
 * Recorded answers: the review queue (the flagged ones, or any others by its filters, {@link RecordQuery})
 * as JSON pages or an export as CSV, any one by its request id, reviewers' decisions on one or many, whom an
 * answer is assigned to, and the retention purge. Groups of repeats are {@link RecordGroupsResource}'s.
 */
@RolesAllowed({"admin", "compliance"})
@Path("api/admin/records")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "records")
@SecurityRequirement(name = "login")
public class RecordsResource {

    /** The largest JSON page; an export as CSV has no limit. */
    static final int MAX_PAGE = 500;
    static final MediaType CSV = new MediaType("text", "csv", "utf-8");

    @Inject
    ReviewQueue queue;

    @Inject
    RequestRules requests;

    @Inject
    Retention retention;

    @Context
    SecurityContext security;

    /**
     * The answers the filters select, newest first: a JSON page ({@code first}, {@code max} up to
     * {@value #MAX_PAGE}) with the total in {@code X-Total-Count}, or, with {@code format=csv} or
     * {@code Accept: text/csv}, every one of them as CSV.
     */
    @GET
    @Produces({MediaType.APPLICATION_JSON, "text/csv"})
    @Operation(summary = "List recorded answers")
    @Parameter(name = "first", in = ParameterIn.QUERY, description = "The first record, from 0")
    @Parameter(name = "max", in = ParameterIn.QUERY, description = "How many as JSON, up to 500")
    @Parameter(name = "format", in = ParameterIn.QUERY, description = "json (the default) or csv")
    @APIResponse(responseCode = "200", description = "The records: a JSON page, or every one as CSV",
            headers = @Header(name = "X-Total-Count", description = "How many records match, with JSON",
                    schema = @Schema(type = SchemaType.INTEGER)),
            content = {
                @Content(mediaType = MediaType.APPLICATION_JSON,
                        schema = @Schema(ref = "ReviewItemList")),
                @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING,
                        description = "A header row, then a record a row"))})
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the parameter: an unknown status or "
            + "decision, a from or to that is not a day or an instant, a to that does not come after from, an unknown "
            + "severity, a sort other than newest or severity, a format other than json or csv",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response list(@BeanParam RecordQuery query, @QueryParam("first") @DefaultValue("0") int first,
                         @QueryParam("max") @DefaultValue("50") int max, @QueryParam("format") String format,
                         @Context HttpHeaders headers) {
        RecordFilter filter = query.filter(security);
        if (csv(format, headers)) {
            StreamingOutput csv = output -> RecordsCsv.write(queue, filter, output);
            return Response.ok(csv, CSV)
                    .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + RecordsCsv.fileName() + "\"")
                    .build();
        }
        List<ReviewItem> page = queue.find(filter, Math.max(0, first), Math.max(1, Math.min(max, MAX_PAGE)));
        return Response.ok(page, MediaType.APPLICATION_JSON_TYPE).header("X-Total-Count", queue.count(filter)).build();
    }

    /** Whether a listing is asked for as CSV: {@code format=csv}, or {@code Accept: text/csv} first. */
    static boolean csv(String format, HttpHeaders headers) {
        if (format != null && !format.isBlank()) {
            return switch (format.strip()) {
                case "csv" -> true;
                case "json" -> false;
                default -> throw new InvalidRequestException("format", "format must be json or csv");
            };
        }
        List<MediaType> accepted = headers.getAcceptableMediaTypes();
        return !accepted.isEmpty() && accepted.get(0).isCompatible(CSV) && !accepted.get(0).isWildcardType();
    }

    /**
     * Records a reviewer's decision ({@code {"decision": "approved" | "rejected" | "escalated", "note"}}, and
     * for an escalation perhaps {@code "escalate_to"}, whom it goes to) on a request's answer, which keeps every
     * earlier one; audited. Returns the record with its decisions.
     */
    @POST
    @Path("{requestId}/decision")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Decide on a recorded answer")
    @Parameter(name = "requestId", in = ParameterIn.PATH, description = "The request id an answer or a verdict gave")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = DecisionRequest.class),
            example = "{\"decision\": \"rejected\", \"note\": \"The warranty is 2 years, not 7.\"}"))
    @APIResponse(responseCode = "200", description = "The record with its decisions",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ReviewItem")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no decision, one other than approved, "
            + "rejected or escalated, a note over 2,000 characters, or an escalate_to with another decision or that "
            + "names no user or role) or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchRecord")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public ReviewItem decide(@PathParam("requestId") String requestId, DecisionRequest request) {
        requests.valid(request, DecisionRequest.SHAPE);
        return queue.decide(requestId, decision(request.decision()), request.note(), user(), request.escalateTo())
                .orElseThrow(() -> noRecord(requestId));
    }

    /**
     * Records one decision with one note on each of the answers named ({@code {"request_ids": [...], "decision",
     * "note"}}), each audited; answers which were decided and which request ids no record has.
     */
    @POST
    @Path("decisions")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Decide on many recorded answers")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = BulkDecisionRequest.class),
            example = "{\"request_ids\": [\"9b2f6c1e\", \"0d1a4a51\"], \"decision\": \"approved\", "
                    + "\"note\": \"Known false alarm.\"}"))
    @APIResponse(responseCode = "200", description = "The request ids decided, and those no record has",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "Decided")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no request ids, more than 500, a blank "
            + "one, no decision or an unknown one, a note over 2,000 characters) or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Decided decideAll(BulkDecisionRequest request) {
        requests.valid(request, "the body must be {\"request_ids\": [...], \"decision\": \"approved\" | "
                + "\"rejected\" | \"escalated\", \"note\": ...}");
        return queue.decideAll(request.requestIds(), decision(request.decision()), request.note(), user());
    }

    /** Assigns a request's answer to a user or a role, or to no one ({@code {"assignee": null}}); audited. */
    @PUT
    @Path("{requestId}/assignee")
    @Consumes(MediaType.APPLICATION_JSON)
    @Operation(summary = "Assign a recorded answer")
    @Parameter(name = "requestId", in = ParameterIn.PATH, description = "The request id an answer or a verdict gave")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = AssigneeRequest.class), example = "{\"assignee\": \"role:compliance\"}"))
    @APIResponse(responseCode = "200", description = "The record with its assignee",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "ReviewItem")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming `assignee`: blank, over 200 "
            + "characters or on several lines, a role other than role:admin and role:compliance, or none; or "
            + "`malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchRecord")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public ReviewItem assign(@PathParam("requestId") String requestId, AssigneeRequest request) {
        requests.valid(request, "the body must be {\"assignee\": \"<user>\" | \"role:admin\" | \"role:compliance\" "
                + "| null}");
        return queue.assign(requestId, request.assignee(), user()).orElseThrow(() -> noRecord(requestId));
    }

    /** The decision a request names, or a 400 naming the field. */
    static Decision decision(String name) {
        return Decision.of(name.strip()).orElseThrow(() -> new InvalidRequestException("decision",
                "decision must be one of " + Decision.names()));
    }

    /** Purges now what is older than {@code recording.retention.days} (admins only); always audited. */
    @POST
    @Path("purge")
    @RolesAllowed("admin")
    @Operation(summary = "Purge old records")
    @APIResponse(responseCode = "200", description = "What was purged",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "RetentionPurged")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Retention.Purged purge() {
        return retention.purge(user(), true);
    }

    @GET
    @Path("{requestId}")
    @Operation(summary = "Read a recorded answer")
    @Parameter(name = "requestId", in = ParameterIn.PATH, description = "The request id an answer or a verdict gave")
    @APIResponse(responseCode = "200", description = "The record",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ReviewItem")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchRecord")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public ReviewItem one(@PathParam("requestId") String requestId) {
        return queue.byRequest(requestId).orElseThrow(() -> noRecord(requestId));
    }

    private String user() {
        return security.getUserPrincipal().getName();
    }

    private static NotFoundException noRecord(String requestId) {
        return new NotFoundException("no record of request " + requestId);
    }
}
