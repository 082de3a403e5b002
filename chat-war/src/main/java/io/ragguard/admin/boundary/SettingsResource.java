package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestRules;
import jakarta.validation.constraints.NotNull;
import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
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
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/**
 * Live settings: read them all, change one, reset one to its default, read the values it was given
 * ({@code history}) and give it one of them again ({@code restore}). Admins only; every change is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/settings")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "settings")
@SecurityRequirement(name = "login")
public class SettingsResource {

    @Inject
    Settings settings;

    @Inject
    RequestRules requests;

    @Context
    SecurityContext security;

    @GET
    @Operation(summary = "List the settings")
    @APIResponse(responseCode = "200", description = "The settings",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "SettingViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<SettingView> all() {
        return settings.all();
    }

    @GET
    @Path("{name}")
    @Operation(summary = "Read a setting")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "validator.evidence-overlap.threshold",
            description = "The setting's name, or a tenant's override (tenant.<id>.<setting>)")
    @APIResponse(responseCode = "200", description = "The setting",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "SettingView")))
    @APIResponse(responseCode = "400", ref = "noSuchSetting")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public SettingView one(@PathParam("name") String name) {
        return settings.get(name);
    }

    @PUT
    @Path("{name}")
    @Operation(summary = "Change a setting")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "validator.evidence-overlap.threshold",
            description = "The setting's name, or a tenant's override (tenant.<id>.<setting>)")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = SettingChange.class),
            example = "{\"value\": 0.12}"))
    @APIResponse(responseCode = "200", description = "The setting as changed",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "SettingView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no value, or one that is not a string, "
            + "number or boolean), `malformed_json`, or `invalid_setting` (no such setting, a value outside its "
            + "definition, an override of a tenant that does not exist)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public SettingView change(@PathParam("name") String name, SettingChange change) {
        return settings.change(name, text(change), security.getUserPrincipal().getName());
    }

    @DELETE
    @Path("{name}")
    @Operation(summary = "Reset a setting")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "validator.evidence-overlap.threshold",
            description = "The setting's name, or a tenant's override (tenant.<id>.<setting>)")
    @APIResponse(responseCode = "200", description = "The setting as reset",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "SettingView")))
    @APIResponse(responseCode = "400", ref = "noSuchSetting")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public SettingView reset(@PathParam("name") String name) {
        return settings.reset(name, security.getUserPrincipal().getName());
    }

    /** The audited values of a setting, newest first (at most {@code limit}, 1 to 500, default 50). */
    @GET
    @Path("{name}/history")
    @Operation(summary = "Read a setting's history")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "validator.evidence-overlap.threshold",
            description = "The setting's name, or a tenant's override (tenant.<id>.<setting>)")
    @Parameter(name = "limit", in = ParameterIn.QUERY, description = "How many, 1 to 500; 50 when left out")
    @APIResponse(responseCode = "200", description = "The audited changes of the setting",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "AuditEntryList")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (limit outside 1 to 500) or "
            + "`invalid_setting` (no such setting)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<AuditEntry> history(@PathParam("name") String name, @QueryParam("limit") Integer limit) {
        int max = limit == null ? 50 : limit;
        if (max < 1 || max > 500) {
            throw new InvalidRequestException("limit", "limit must be from 1 to 500");
        }
        return settings.history(name, max);
    }

    /** Which audited value to give a setting again: {@code {"audit_id": 42}}. */
    @Schema(name = "SettingRestore", description = "An entry of the setting's history to give it again.",
            requiredProperties = "audit_id")
    public record Restore(@Schema(name = "audit_id", example = "42")
                          @NotNull(message = "audit_id is missing: name an entry of the setting's history")
                          Long auditId) {
    }

    @POST
    @Path("{name}/restore")
    @Operation(summary = "Restore an earlier value")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "validator.evidence-overlap.threshold",
            description = "The setting's name, or a tenant's override (tenant.<id>.<setting>)")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = Restore.class),
            example = "{\"audit_id\": 42}"))
    @APIResponse(responseCode = "200", description = "The setting as restored",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "SettingView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no audit_id), `malformed_json`, or "
            + "`invalid_setting` (no such setting, an entry that is not a change of it, a secret)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public SettingView restore(@PathParam("name") String name, Restore restore) {
        requests.valid(restore, "the body must be {\"audit_id\": ...}, an entry of the setting's history");
        return settings.restore(name, restore.auditId(), security.getUserPrincipal().getName());
    }

    private static String text(SettingChange change) {
        if (change == null || change.value() == null || change.value().getValueType() == JsonValue.ValueType.NULL) {
            throw new InvalidRequestException("value", "the body must be {\"value\": ...}");
        }
        return SettingText.of(change.value(), "value", "value");
    }
}
