package io.ragguard.admin.boundary;

import io.ragguard.request.RequestRules;
import io.ragguard.api.ErrorBody;
import io.ragguard.integration.boundary.CreatedKey;
import io.ragguard.integration.boundary.IntegrationKeys;
import io.ragguard.integration.boundary.KeyDraft;
import io.ragguard.integration.boundary.KeyView;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
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
 * Integration keys: list them (never their values), make one ({@code {"name", "tenants", "expires_at"?,
 * "rate_per_minute"?}}, answered once with its value as {@code key}), revoke one. Admins only; audited.
 */
@RolesAllowed("admin")
@Path("api/admin/keys")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "keys")
@SecurityRequirement(name = "login")
public class KeysResource {

    @Inject
    RequestRules requests;

    /** A key to make; {@code expires_at} is a day (2027-01-01, the key ends as it begins) or an instant. */
    @Schema(description = "An integration key to make.", requiredProperties = {"name", "tenants"})
    public record KeyRequest(
            @Schema(description = "1 to 100 letters, digits, spaces, dots, hyphens or underscores, starting with a "
                    + "letter or digit; one key per name", example = "shop frontend")
            String name,
            @Schema(description = "The tenants the key may use: at least one, each existing",
                    example = "[\"northwind\"]")
            List<String> tenants,
            @Schema(name = "expires_at", description = "In the future: an instant, or a day (the key stops working "
                    + "as it begins, UTC); no expiry when left out", example = "2027-12-31")
            String expiresAt,
            @Schema(name = "rate_per_minute", description = "Requests a minute, 1 to 100,000, counted per clock "
                    + "minute on each node; no limit when left out", example = "600")
            Integer ratePerMinute) {
    }

    /** A key just made: its value, shown this once, and its listing. */
    @Schema(description = "A key just made: its value, shown this once, and its listing.")
    public record IssuedKey(@Schema(description = "rg- and 27 random characters: send it as Authorization: Bearer",
            example = "rg-...") String key, @Schema(ref = "KeyView") KeyView details) {
    }

    @Inject
    IntegrationKeys keys;

    @Context
    SecurityContext security;

    @GET
    @Operation(summary = "List the integration keys")
    @APIResponse(responseCode = "200", description = "The keys",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "KeyViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<KeyView> all() {
        return keys.all();
    }

    @GET
    @Path("{id: [0-9]+}")
    @Operation(summary = "Read an integration key")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "2", description = "The key's id")
    @APIResponse(responseCode = "200", description = "The key",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "KeyView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchKey")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public KeyView one(@PathParam("id") long id) {
        return keys.find(id).orElseThrow(() -> new NotFoundException("no integration key " + id));
    }

    @POST
    @Operation(summary = "Make an integration key")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = KeyRequest.class),
            example = "{\"name\": \"shop frontend\", \"tenants\": [\"northwind\"], \"expires_at\": \"2027-12-31\", "
                    + "\"rate_per_minute\": 600}"))
    @APIResponse(responseCode = "201", description = "The key's value, shown this once, and its listing",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = IssuedKey.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field`: a name that is "
            + "malformed or taken, no tenants or one that does not exist, an expires_at that is malformed or past, "
            + "a rate_per_minute outside 1 to 100,000; or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response create(KeyRequest request) {
        requests.valid(request, "the body must be {\"name\", \"tenants\": [...]}");
        KeyDraft draft = new KeyDraft(request.name(), request.tenants(),
                QueryDates.instant("expires_at", request.expiresAt(), false), request.ratePerMinute());
        CreatedKey created = keys.create(draft, security.getUserPrincipal().getName());
        return Response.status(Response.Status.CREATED).entity(new IssuedKey(created.key(), created.view())).build();
    }

    @POST
    @Path("{id: [0-9]+}/revoke")
    @Operation(summary = "Revoke an integration key")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "2", description = "The key's id")
    @APIResponse(responseCode = "200", description = "The key as revoked",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "KeyView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchKey")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public KeyView revoke(@PathParam("id") long id) {
        KeyView key = one(id);
        if (key.revokedAt() == null) {
            keys.revoke(id, security.getUserPrincipal().getName());
        }
        return one(id);
    }
}
