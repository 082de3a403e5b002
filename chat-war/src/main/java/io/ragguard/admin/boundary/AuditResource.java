package io.ragguard.admin.boundary;

import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.audit.boundary.AuditLog;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;

import java.util.List;

/** The audit trail, newest first. */
@RolesAllowed("admin")
@Path("admin/audit")
@Produces(MediaType.APPLICATION_JSON)
public class AuditResource {

    @Inject
    AuditLog audit;

    @GET
    public List<AuditEntry> recent(@QueryParam("limit") @DefaultValue("100") int limit) {
        return audit.recent(Math.max(1, Math.min(limit, 1000)));
    }
}
