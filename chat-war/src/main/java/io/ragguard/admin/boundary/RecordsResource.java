package io.ragguard.admin.boundary;

import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.Retention;
import io.ragguard.recording.boundary.ReviewQueue;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;

import java.util.List;

/** Recorded answers: the review queue of flagged ones, any one by its request id, and the retention purge. */
@RolesAllowed({"admin", "compliance"})
@Path("admin/records")
@Produces(MediaType.APPLICATION_JSON)
public class RecordsResource {

    @Inject
    ReviewQueue queue;

    @Inject
    Retention retention;

    @Context
    SecurityContext security;

    @GET
    public List<ReviewItem> flagged(@QueryParam("first") @DefaultValue("0") int first,
                                    @QueryParam("max") @DefaultValue("50") int max) {
        return queue.flagged(Math.max(0, first), Math.max(1, Math.min(max, 500)));
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
