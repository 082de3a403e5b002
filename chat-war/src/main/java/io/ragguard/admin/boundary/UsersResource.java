package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.people.boundary.UserChange;
import io.ragguard.people.boundary.UserDraft;
import io.ragguard.people.boundary.UserView;
import io.ragguard.people.boundary.Users;
import io.ragguard.request.RequestRules;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.PATCH;
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
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The people who log in: list them (the configured logins and the users stored in the database, never a
 * password), read one, make one ({@code {"name", "display_name"?, "roles", "password"?, "enabled"?}}), and
 * change one ({@code PATCH} with the parts to change: display name, roles, enabled, password). Admins only;
 * audited.
 */
@RolesAllowed("admin")
@Path("api/admin/users")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "users")
@SecurityRequirement(name = "login")
public class UsersResource {

    private static final String INVALID = "`invalid_request` naming the `field`: a name that is malformed, taken or a "
            + "configured login's, a display_name over 200 characters, roles other than admin and compliance or "
            + "none, a password under 12 characters; or `malformed_json`";

    /** A user to make. */
    @Schema(description = "A user to make.", requiredProperties = {"name", "roles"})
    public record UserRequest(
            @Schema(description = "1 to 100 letters a-z or A-Z, digits, dots, hyphens, underscores or @; stored in "
                    + "lower case, one user however it is capitalised", example = "dana")
            String name,
            @Schema(name = "display_name", description = "The name to show, up to 200 characters; the name when left "
                    + "out", example = "Dana Whitfield")
            String displayName,
            @Schema(description = "At least one of admin, compliance", example = "[\"compliance\"]")
            List<String> roles,
            @Schema(description = "At least 12 characters; stored only as a PBKDF2 hash. Left out, the user cannot "
                    + "log in with a password until one is set", example = "correct-horse-battery")
            String password,
            @Schema(description = "Whether the user may log in; true when left out", example = "true")
            Boolean enabled) {
    }

    /** The parts of a user to change; each left out stays as it is. */
    @Schema(description = "The parts of a user to change; each left out stays as it is.")
    public record UserPatch(
            @Schema(name = "display_name", description = "The name to show, 1 to 200 characters",
                    example = "Dana Whitfield")
            String displayName,
            @Schema(description = "At least one of admin, compliance", example = "[\"admin\", \"compliance\"]")
            List<String> roles,
            @Schema(description = "false disables the user (no login is taken), true enables it again",
                    example = "false")
            Boolean enabled,
            @Schema(description = "A new password, at least 12 characters", example = "a-new-long-password")
            String password) {
    }

    @Inject
    RequestRules requests;

    @Inject
    Users users;

    @Context
    SecurityContext security;

    @Context
    UriInfo uri;

    @GET
    @Operation(summary = "List the users")
    @APIResponse(responseCode = "200", description = "The configured logins, then the stored users by name",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "UserViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<UserView> all() {
        return users.list();
    }

    @GET
    @Path("{name}")
    @Operation(summary = "Read a user")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "dana", description = "The user's name, in any case")
    @APIResponse(responseCode = "200", description = "The user",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "UserView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchUser")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public UserView one(@PathParam("name") String name) {
        return users.find(name).orElseThrow(() -> new NotFoundException("no user " + name));
    }

    /** 201 with the user, its address in {@code Location}. */
    @POST
    @Operation(summary = "Make a user")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = UserRequest.class),
            example = "{\"name\": \"dana\", \"display_name\": \"Dana Whitfield\", \"roles\": [\"compliance\"], "
                    + "\"password\": \"correct-horse-battery\"}"))
    @APIResponse(responseCode = "201", description = "The user",
            headers = @Header(name = "Location", description = "The user's address",
                    schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "UserView")))
    @APIResponse(responseCode = "400", description = INVALID,
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response create(UserRequest request) {
        requests.valid(request, "the body must be {\"name\", \"roles\": [...], \"password\"}");
        UserView made = users.create(new UserDraft(request.name(), request.displayName(), roles(request.roles()),
                request.password(), request.enabled()), security.getUserPrincipal().getName());
        return Response.created(uri.getAbsolutePathBuilder().path(made.name()).build()).entity(made).build();
    }

    @PATCH
    @Path("{name}")
    @Operation(summary = "Change a user")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "dana", description = "The user's name, in any case")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = UserPatch.class),
            example = "{\"roles\": [\"admin\", \"compliance\"], \"enabled\": false}"))
    @APIResponse(responseCode = "200", description = "The user as changed",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "UserView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field`: a display_name, roles "
            + "or password that cannot be stored, or a configured login (`name`), which only the server's "
            + "configuration changes; or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchUser")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public UserView change(@PathParam("name") String name, UserPatch patch) {
        requests.valid(patch, "the body must be {\"display_name\"?, \"roles\"?, \"enabled\"?, \"password\"?}");
        one(name);
        return users.update(name, new UserChange(patch.displayName(), roles(patch.roles()), patch.enabled(),
                patch.password()), security.getUserPrincipal().getName());
    }

    private static Set<String> roles(List<String> roles) {
        return roles == null ? null : new LinkedHashSet<>(roles);
    }
}
