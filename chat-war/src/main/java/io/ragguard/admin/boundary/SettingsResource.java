package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;

import java.util.List;

/**
 * Live settings: read them all, change one, reset one to its default, read the values it was given
 * ({@code history}) and give it one of them again ({@code restore}). Admins only; every change is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/settings")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class SettingsResource {

    @Inject
    Settings settings;

    @Context
    SecurityContext security;

    @GET
    public List<SettingView> all() {
        return settings.all();
    }

    @GET
    @Path("{name}")
    public SettingView one(@PathParam("name") String name) {
        return settings.get(name);
    }

    @PUT
    @Path("{name}")
    public SettingView change(@PathParam("name") String name, SettingChange change) {
        return settings.change(name, text(change), security.getUserPrincipal().getName());
    }

    @DELETE
    @Path("{name}")
    public SettingView reset(@PathParam("name") String name) {
        return settings.reset(name, security.getUserPrincipal().getName());
    }

    /** The audited values of a setting, newest first (at most {@code limit}, 1 to 500, default 50). */
    @GET
    @Path("{name}/history")
    public List<AuditEntry> history(@PathParam("name") String name, @QueryParam("limit") Integer limit) {
        int max = limit == null ? 50 : limit;
        if (max < 1 || max > 500) {
            throw new InvalidRequestException("limit", "limit must be from 1 to 500");
        }
        return settings.history(name, max);
    }

    /** Which audited value to give a setting again: {@code {"audit_id": 42}}. */
    public record Restore(Long auditId) {
    }

    @POST
    @Path("{name}/restore")
    public SettingView restore(@PathParam("name") String name, Restore restore) {
        if (restore == null || restore.auditId() == null) {
            throw new InvalidRequestException("audit_id", "the body must be {\"audit_id\": ...}, an entry of the setting's history");
        }
        return settings.restore(name, restore.auditId(), security.getUserPrincipal().getName());
    }

    private static String text(SettingChange change) {
        if (change == null || change.value() == null || change.value().getValueType() == JsonValue.ValueType.NULL) {
            throw new InvalidRequestException("value", "the body must be {\"value\": ...}");
        }
        JsonValue value = change.value();
        return switch (value.getValueType()) {
            case STRING -> ((JsonString) value).getString();
            case NUMBER, TRUE, FALSE -> value.toString();
            default -> throw new InvalidRequestException("value", "value must be a string, number or boolean");
        };
    }
}
