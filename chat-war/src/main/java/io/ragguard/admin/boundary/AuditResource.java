package io.ragguard.admin.boundary;

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
public class AuditResource {

    @Inject
    AuditLog audit;

    @GET
    @Produces({MediaType.APPLICATION_JSON, "text/csv"})
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
