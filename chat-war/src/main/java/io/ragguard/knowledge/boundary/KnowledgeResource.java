package io.ragguard.knowledge.boundary;

import io.ragguard.api.InvalidRequestException;
import io.ragguard.api.KeyScope;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.DefaultValue;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityPart;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;

import java.util.List;
import java.util.Objects;

/**
 * A tenant's knowledge over HTTP: add a document as JSON or as an uploaded file (text, Markdown,
 * HTML, PDF), stored at once and indexed in the background (202 with the job; follow it at
 * {@code jobs/{id}}), read one, list them, delete one, rebuild the index. Admins write; admins,
 * compliance officers and integration keys (their own tenants' documents) read.
 */
@RolesAllowed("admin")
@Path("api/knowledge")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class KnowledgeResource {

    @Inject
    Knowledge knowledge;

    @Inject
    KnowledgeIndex knowledgeIndex;

    @Inject
    IngestJobs jobs;

    @Context
    SecurityContext security;

    @Context
    UriInfo uri;

    @Context
    HttpServletRequest http;

    @POST
    public Response add(KnowledgeRequest request) {
        if (request == null) {
            throw new InvalidRequestException(null, "the request needs a JSON body with a title and content");
        }
        return accepted(knowledge.submit(request.tenant(), request.title(), request.sourceId(), request.content(),
                request.metadataStrings(), security.getUserPrincipal().getName()));
    }

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    public Response upload(@FormParam("file") EntityPart file, @FormParam("title") String title,
                           @FormParam("source_id") String sourceId, @FormParam("tenant") String tenant) {
        if (file == null) {
            throw new InvalidRequestException("file", "the form needs a file in a part named file");
        }
        return accepted(knowledge.submitFile(tenant, file.getFileName().orElse(null),
                Objects.toString(file.getMediaType(), null), file.getContent(), title, sourceId,
                security.getUserPrincipal().getName()));
    }

    /**
     * A page of documents, of one tenant or of all; an integration key reads only its own tenants' and
     * names one when it has several.
     */
    @GET
    @PermitAll
    public DocumentPage page(@QueryParam("tenant") String tenant, @QueryParam("title") String title,
                             @QueryParam("first") @DefaultValue("0") int first,
                             @QueryParam("max") @DefaultValue("50") int max) {
        String readable = KeyScope.readable(http, security, tenant);
        return knowledge.page(readable, title, Math.max(0, first), Math.max(1, Math.min(max, 500)));
    }

    /** A document's passages in their order, as they are indexed and cited. */
    @GET
    @Path("{id: [0-9]+}/chunks")
    @PermitAll
    public List<ChunkView> chunks(@PathParam("id") long id) {
        readable(id);
        return knowledge.chunks(id);
    }

    @GET
    @Path("{id: [0-9]+}")
    @PermitAll
    public DocumentDetails one(@PathParam("id") long id) {
        return readable(id);
    }

    /** The document, when it exists and the caller may read its tenant's knowledge. */
    private DocumentDetails readable(long id) {
        DocumentDetails document = knowledge.find(id)
                .orElseThrow(() -> new NotFoundException("no knowledge document " + id));
        KeyScope.readable(http, security, document.tenant());
        return document;
    }

    @DELETE
    @Path("{id: [0-9]+}")
    public void delete(@PathParam("id") long id) {
        if (!knowledge.delete(id, security.getUserPrincipal().getName())) {
            throw new NotFoundException("no knowledge document " + id);
        }
    }

    /** Rebuilds the index of one tenant, or of every tenant when none is named, from the database. */
    @POST
    @Path("reindex")
    @Consumes(MediaType.WILDCARD)
    public Reindexed reindex(@QueryParam("tenant") String tenant) {
        return new Reindexed(tenant == null || tenant.isBlank() ? knowledgeIndex.reindexAll()
                : knowledgeIndex.reindexTenant(tenant));
    }

    /** The indexing jobs of a tenant (or of all), newest first. */
    @GET
    @Path("jobs")
    @RolesAllowed({"admin", "compliance"})
    public List<IngestJobView> jobs(@QueryParam("tenant") String tenant, @QueryParam("max") @DefaultValue("50") int max) {
        return jobs.recent(tenant == null || tenant.isBlank() ? null : tenant.strip(), Math.max(1, Math.min(max, 500)));
    }

    @GET
    @Path("jobs/{id}")
    @RolesAllowed({"admin", "compliance"})
    public IngestJobView job(@PathParam("id") String id) {
        return jobs.find(id).orElseThrow(() -> new NotFoundException("no indexing job " + id));
    }

    /** 202: stored, and being indexed; the job's address in {@code Location}. */
    private Response accepted(Submitted submitted) {
        return Response.accepted(submitted)
                .location(uri.getBaseUriBuilder().path("api/knowledge/jobs").path(submitted.jobId()).build())
                .build();
    }
}
