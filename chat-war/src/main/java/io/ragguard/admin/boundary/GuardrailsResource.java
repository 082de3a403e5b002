package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.guardrail.boundary.Guardrails;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;

import java.util.List;

/**
 * The guard lists the validators read: list them (optionally one kind), add an entry
 * ({@code {"kind", "tenant", "pattern", "detail"}}), change one (the same body), remove one. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/guardrails")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class GuardrailsResource {

    @Inject
    Guardrails guardrails;

    @Context
    SecurityContext security;

    @GET
    public List<GuardEntryView> all(@QueryParam("kind") String kind) {
        return guardrails.all(kind == null || kind.isBlank() ? null : kind.strip());
    }

    @POST
    public Response add(GuardEntryDraft draft) {
        return Response.status(Response.Status.CREATED)
                .entity(guardrails.add(checked(draft), security.getUserPrincipal().getName())).build();
    }

    /** Replaces the entry's kind, tenant, pattern and detail; 404 when there is none with that id. */
    @PUT
    @Path("{id}")
    public GuardEntryView update(@PathParam("id") long id, GuardEntryDraft draft) {
        return guardrails.update(id, checked(draft), security.getUserPrincipal().getName())
                .orElseThrow(() -> new NotFoundException("no guard list entry " + id));
    }

    private static GuardEntryDraft checked(GuardEntryDraft draft) {
        if (draft == null) {
            throw new InvalidRequestException("kind", "the body must be {\"kind\": ..., \"pattern\": ...}");
        }
        GuardEntryDraft entry = draft.normalized();
        entry.problem().ifPresent(p -> {
            throw new InvalidRequestException(p.field(), p.message());
        });
        return entry;
    }

    @DELETE
    @Path("{id}")
    public Response remove(@PathParam("id") long id) {
        if (!guardrails.remove(id, security.getUserPrincipal().getName())) {
            throw new NotFoundException("no guard list entry " + id);
        }
        return Response.noContent().build();
    }
}
