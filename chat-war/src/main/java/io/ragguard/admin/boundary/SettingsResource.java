package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.SecurityContext;

import java.util.List;

/** Live settings: read them all, change one, or reset one to its default. Admins only. */
@RolesAllowed("admin")
@Path("admin/settings")
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
