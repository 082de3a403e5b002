package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.integration.boundary.CreatedKey;
import io.ragguard.integration.boundary.IntegrationKeys;
import io.ragguard.integration.boundary.KeyDraft;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.integration.boundary.RefusedKeyException;
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

import java.time.Instant;
import java.util.List;

/**
 * Integration keys: list them (never their values), make one ({@code {"name", "tenants", "expires_at"?,
 * "rate_per_minute"?}}, answered once with its value as {@code key}), revoke one. Admins only; audited.
 */
@RolesAllowed("admin")
@Path("api/admin/keys")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class KeysResource {

    /** A key to make; {@code expires_at} is a day (2027-01-01, the key ends as it begins) or an instant. */
    public record KeyRequest(String name, List<String> tenants, String expiresAt, Integer ratePerMinute) {
    }

    /** A key just made: its value, shown this once, and its listing. */
    public record IssuedKey(String key, KeyView details) {
    }

    @Inject
    IntegrationKeys keys;

    @Context
    SecurityContext security;

    @GET
    public List<KeyView> all() {
        return keys.all();
    }

    @GET
    @Path("{id: [0-9]+}")
    public KeyView one(@PathParam("id") long id) {
        return keys.find(id).orElseThrow(() -> new NotFoundException("no integration key " + id));
    }

    @POST
    public Response create(KeyRequest request) {
        if (request == null) {
            throw new InvalidRequestException("name", "the body must be {\"name\", \"tenants\": [...]}");
        }
        KeyDraft draft = new KeyDraft(request.name(), request.tenants(),
                QueryDates.instant("expires_at", request.expiresAt(), false), request.ratePerMinute());
        draft.problem(Instant.now()).ifPresent(p -> {
            throw new InvalidRequestException(p.field(), p.message());
        });
        try {
            CreatedKey created = keys.create(draft, security.getUserPrincipal().getName());
            return Response.status(Response.Status.CREATED).entity(new IssuedKey(created.key(), created.view()))
                    .build();
        } catch (RefusedKeyException refused) {
            throw new InvalidRequestException(refused.field(), refused.getMessage());
        }
    }

    @POST
    @Path("{id: [0-9]+}/revoke")
    public KeyView revoke(@PathParam("id") long id) {
        KeyView key = one(id);
        if (key.revokedAt() == null) {
            keys.revoke(id, security.getUserPrincipal().getName());
        }
        return one(id);
    }
}
