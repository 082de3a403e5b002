package io.ragguard.documents.boundary;

import io.ragguard.request.RequestRules;
import io.ragguard.knowledge.boundary.Knowledge;
import io.ragguard.knowledge.boundary.IngestJobs;
import io.ragguard.knowledge.boundary.DocumentPage;
import io.ragguard.knowledge.boundary.KnowledgeIndex;
import io.ragguard.knowledge.boundary.IngestJobView;
import io.ragguard.knowledge.boundary.Submitted;
import io.ragguard.knowledge.boundary.ChunkView;
import io.ragguard.knowledge.boundary.DocumentDetails;
import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
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

import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

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
@Tag(name = "knowledge")
@SecurityRequirement(name = "login")
public class DocumentsResource {

    @Inject
    RequestRules requests;

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
    @Operation(summary = "Add a document")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = KnowledgeRequest.class),
            example = "{\"title\": \"Lantern warranty\", \"content\": \"The Zephyr lantern warranty lasts 7 years.\", "
                    + "\"tenant\": \"northwind\"}"))
    @APIResponse(responseCode = "202", description = "Stored, and queued for indexing",
            headers = @Header(name = "Location", description = "The indexing job, /api/knowledge/jobs/{job_id}",
                    schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "Submitted")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (a missing title or content, metadata that "
            + "is not an object of strings; `field` names it), `malformed_json` or `unknown_tenant`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "413", description = "`document_too_large` (the content is over knowledge.max-bytes) "
            + "or `request_entity_too_large` (the whole body is over the limit)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "422", description = "`empty_document`: the content has no sentences to index",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response add(KnowledgeRequest request) {
        requests.valid(request, "the request needs a JSON body with a title and content");
        return accepted(knowledge.submit(request.tenant(), request.title(), request.sourceId(), request.content(),
                request.metadataStrings(), security.getUserPrincipal().getName()));
    }

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(summary = "Upload a document")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.MULTIPART_FORM_DATA,
            schema = @Schema(type = SchemaType.OBJECT, requiredProperties = "file", properties = {
                @SchemaProperty(name = "file", type = SchemaType.STRING, format = "binary",
                        description = "Plain text, Markdown, HTML or PDF, at most knowledge.max-bytes"),
                @SchemaProperty(name = "title", type = SchemaType.STRING,
                        description = "The file's name when left out"),
                @SchemaProperty(name = "source_id", type = SchemaType.STRING,
                        description = "The file's name when left out"),
                @SchemaProperty(name = "tenant", type = SchemaType.STRING,
                        description = "chat.default.tenant when left out", example = "bluebay")
            })))
    @APIResponse(responseCode = "202", description = "Stored, and queued for indexing",
            headers = @Header(name = "Location", description = "The indexing job, /api/knowledge/jobs/{job_id}",
                    schema = @Schema(type = SchemaType.STRING)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "Submitted")))
    @APIResponse(responseCode = "400", description = "`invalid_request` (no part named file; `field` names what is "
            + "at fault) or `unknown_tenant`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "413", description = "`document_too_large`: over knowledge.max-bytes",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "415", description = "`unsupported_media_type`: a file that is not text, Markdown, "
            + "HTML or PDF",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "422", description = "`unreadable_document` (not valid UTF-8, a protected or broken "
            + "PDF) or `empty_document` (no text to store)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
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
    @Operation(summary = "List documents")
    @SecurityRequirement(name = "integrationKey")
    @SecurityRequirement(name = "login")
    @Parameter(name = "tenant", in = ParameterIn.QUERY, example = "northwind",
            description = "One tenant; for a key, one of its tenants, required when it has several")
    @Parameter(name = "title", in = ParameterIn.QUERY, example = "warranty",
            description = "Words the title holds, in any case")
    @Parameter(name = "first", in = ParameterIn.QUERY, description = "The first document, from 0")
    @Parameter(name = "max", in = ParameterIn.QUERY, description = "How many, up to 500")
    @APIResponse(responseCode = "200", description = "A page of documents",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "DocumentPage")))
    @APIResponse(responseCode = "400", description = "`invalid_request`: a key of several tenants names none",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "keyOrLoginRequired")
    @APIResponse(responseCode = "403", description = "`tenant_not_allowed` (a tenant outside the key's scope) or "
            + "`forbidden` (a login with neither role)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "keyOrLoginLimited")
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
    @Operation(summary = "Read a document's passages")
    @SecurityRequirement(name = "integrationKey")
    @SecurityRequirement(name = "login")
    @Parameter(name = "id", in = ParameterIn.PATH, description = "The document's id")
    @APIResponse(responseCode = "200", description = "The chunks in order",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "ChunkViewList")))
    @APIResponse(responseCode = "401", ref = "keyOrLoginRequired")
    @APIResponse(responseCode = "403", ref = "documentNotAllowed")
    @APIResponse(responseCode = "404", ref = "noSuchDocument")
    @APIResponse(responseCode = "429", ref = "keyOrLoginLimited")
    public List<ChunkView> chunks(@PathParam("id") long id) {
        readable(id);
        return knowledge.chunks(id);
    }

    @GET
    @Path("{id: [0-9]+}")
    @PermitAll
    @Operation(summary = "Read a document")
    @SecurityRequirement(name = "integrationKey")
    @SecurityRequirement(name = "login")
    @Parameter(name = "id", in = ParameterIn.PATH, description = "The document's id")
    @APIResponse(responseCode = "200", description = "The document",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "DocumentDetails")))
    @APIResponse(responseCode = "401", ref = "keyOrLoginRequired")
    @APIResponse(responseCode = "403", ref = "documentNotAllowed")
    @APIResponse(responseCode = "404", ref = "noSuchDocument")
    @APIResponse(responseCode = "429", ref = "keyOrLoginLimited")
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
    @Operation(summary = "Delete a document")
    @Parameter(name = "id", in = ParameterIn.PATH, description = "The document's id")
    @APIResponse(responseCode = "204", description = "Deleted")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchDocument")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public void delete(@PathParam("id") long id) {
        if (!knowledge.delete(id, security.getUserPrincipal().getName())) {
            throw new NotFoundException("no knowledge document " + id);
        }
    }

    /** Rebuilds the index of one tenant, or of every tenant when none is named, from the database. */
    @POST
    @Path("reindex")
    @Consumes(MediaType.WILDCARD)
    @Operation(summary = "Rebuild the index")
    @Parameter(name = "tenant", in = ParameterIn.QUERY, example = "northwind",
            description = "The tenant; every tenant when left out")
    @APIResponse(responseCode = "200", description = "The chunks indexed, by tenant",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = Reindexed.class)))
    @APIResponse(responseCode = "400", ref = "unknownTenant")
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Reindexed reindex(@QueryParam("tenant") String tenant) {
        return new Reindexed(tenant == null || tenant.isBlank() ? knowledgeIndex.reindexAll()
                : knowledgeIndex.reindexTenant(tenant));
    }

    /** The indexing jobs of a tenant (or of all), newest first. */
    @GET
    @Path("jobs")
    @RolesAllowed({"admin", "compliance"})
    @Operation(summary = "List indexing jobs")
    @Parameter(name = "tenant", in = ParameterIn.QUERY, example = "northwind",
            description = "One tenant; every tenant when left out")
    @Parameter(name = "max", in = ParameterIn.QUERY, description = "How many, up to 500")
    @APIResponse(responseCode = "200", description = "The jobs",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "IngestJobViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<IngestJobView> jobs(@QueryParam("tenant") String tenant, @QueryParam("max") @DefaultValue("50") int max) {
        return jobs.recent(tenant == null || tenant.isBlank() ? null : tenant.strip(), Math.max(1, Math.min(max, 500)));
    }

    @GET
    @Path("jobs/{id}")
    @RolesAllowed({"admin", "compliance"})
    @Operation(summary = "Read an indexing job")
    @Parameter(name = "id", in = ParameterIn.PATH, description = "The job's id: job_id in the answer to an upload")
    @APIResponse(responseCode = "200", description = "The job",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "IngestJobView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", description = "`not_found`: no such job",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
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
