package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
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

import java.util.List;

/**
 * Recorded answers: the review queue (the flagged ones, or any others by its filters, {@link RecordQuery})
 * as JSON pages or an export as CSV, any one by its request id, reviewers' decisions, and the retention
 * purge.
 */
@RolesAllowed({"admin", "compliance"})
@Path("api/admin/records")
@Produces(MediaType.APPLICATION_JSON)
public class RecordsResource {

    /** The largest JSON page; an export as CSV has no limit. */
    static final int MAX_PAGE = 500;
    static final MediaType CSV = new MediaType("text", "csv", "utf-8");

    @Inject
    ReviewQueue queue;

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
    public Response list(@BeanParam RecordQuery query, @QueryParam("first") @DefaultValue("0") int first,
                         @QueryParam("max") @DefaultValue("50") int max, @QueryParam("format") String format,
                         @Context HttpHeaders headers) {
        RecordFilter filter = query.filter();
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
     * Records a reviewer's decision ({@code {"decision": "approved" | "rejected" | "escalated", "note"}})
     * on a request's answer, which keeps every earlier one; audited. Returns the record with its
     * decisions.
     */
    @POST
    @Path("{requestId}/decision")
    @Consumes(MediaType.APPLICATION_JSON)
    public ReviewItem decide(@PathParam("requestId") String requestId, DecisionRequest request) {
        if (request == null || request.decision() == null) {
            throw new InvalidRequestException("decision", "the body must be {\"decision\": \"approved\" | "
                    + "\"rejected\" | \"escalated\", \"note\": ...}");
        }
        Decision decision = Decision.of(request.decision().strip()).orElseThrow(() -> new InvalidRequestException(
                "decision", "decision must be one of " + Decision.names()));
        if (request.note() != null && request.note().length() > Decision.MAX_NOTE) {
            throw new InvalidRequestException("note", "note must be at most " + Decision.MAX_NOTE + " characters");
        }
        return queue.decide(requestId, decision, request.note(), security.getUserPrincipal().getName())
                .orElseThrow(() -> new NotFoundException("no record of request " + requestId));
    }

    /** Purges now what is older than {@code recording.retention.days} (admins only); always audited. */
    @POST
    @Path("purge")
    @RolesAllowed("admin")
    public Retention.Purged purge() {
        return retention.purge(security.getUserPrincipal().getName(), true);
    }

    @GET
    @Path("{requestId}")
    public ReviewItem one(@PathParam("requestId") String requestId) {
        return queue.byRequest(requestId)
                .orElseThrow(() -> new NotFoundException("no record of request " + requestId));
    }
}
