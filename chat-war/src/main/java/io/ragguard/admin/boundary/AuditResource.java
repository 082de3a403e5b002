package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.audit.boundary.AuditCsv;
import io.ragguard.audit.boundary.AuditFilter;
import io.ragguard.audit.boundary.AuditLog;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.time.Instant;
import java.util.List;

/**
 * The audit trail, newest first: settings, knowledge, identity, decisions, guard lists, logins. Filters
 * {@code actor}, {@code action} (an action or its kind: {@code setting} for every setting action),
 * {@code from}, {@code to}; {@code limit} entries as JSON (up to 1,000), or every matching entry as CSV
 * with {@code format=csv} or {@code Accept: text/csv}.
 */
@RolesAllowed("admin")
@Path("api/admin/audit")
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "audit")
@SecurityRequirement(name = "login")
public class AuditResource {

    @Inject
    AuditLog audit;

    @GET
    @Produces({MediaType.APPLICATION_JSON, "text/csv"})
    @Operation(summary = "Read the audit trail")
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "How many entries as JSON, up to 1,000")
    @Parameter(name = "actor", in = ParameterIn.QUERY, example = "admin", description = "Entries by this user")
    @Parameter(name = "action", in = ParameterIn.QUERY, example = "setting", description = "An action, or its kind: "
            + "setting for every setting.* action")
    @Parameter(name = "from", in = ParameterIn.QUERY, description = "From this instant (2026-11-26T09:00:00Z) or "
            + "day (UTC)")
    @Parameter(name = "to", in = ParameterIn.QUERY, description = "Before this instant, or up to and including this "
            + "day (UTC)")
    @Parameter(name = "target", in = ParameterIn.QUERY, example = "llm.model",
            description = "Entries about this target")
    @Parameter(name = "format", in = ParameterIn.QUERY, description = "json (the default) or csv")
    @APIResponse(responseCode = "200", description = "The entries: a JSON page, or every one as CSV",
            headers = @Header(name = "X-Total-Count", description = "How many entries match, with JSON",
                    schema = @Schema(type = SchemaType.INTEGER)),
            content = {
                @Content(mediaType = MediaType.APPLICATION_JSON,
                        schema = @Schema(ref = "AuditEntryList")),
                @Content(mediaType = "text/csv", schema = @Schema(type = SchemaType.STRING,
                        description = "A header row, then an entry a row"))})
    @APIResponse(responseCode = "400", description = "`invalid_request`: from or to is not a day or an instant, to "
            + "does not come after from, or format is neither json nor csv",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response recent(@QueryParam("limit") @DefaultValue("100") int limit, @QueryParam("actor") String actor,
                           @QueryParam("action") String action, @QueryParam("from") String from,
                           @QueryParam("to") String to, @QueryParam("target") String target,
                           @QueryParam("format") String format,
                           @Context HttpHeaders headers) {
        Instant start = QueryDates.instant("from", from, false);
        Instant end = QueryDates.instant("to", to, true);
        QueryDates.ordered(start, end);
        AuditFilter filter = new AuditFilter(actor, action, start, end, target);
        if (RecordsResource.csv(format, headers)) {
            StreamingOutput csv = output -> AuditCsv.write(audit, filter, output);
            return Response.ok(csv, RecordsResource.CSV)
                    .header(HttpHeaders.CONTENT_DISPOSITION, "attachment; filename=\"" + AuditCsv.fileName() + "\"")
                    .build();
        }
        List<AuditEntry> entries = audit.find(filter, 0, Math.max(1, Math.min(limit, 1000)));
        return Response.ok(entries, MediaType.APPLICATION_JSON_TYPE).header("X-Total-Count", audit.count(filter))
                .build();
    }
}
