package io.ragguard.admin.boundary;

import io.ragguard.report.EvaluationReport;
import io.ragguard.answering.boundary.EvaluationComparison;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.answering.boundary.Evaluations;
import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.EntityPart;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import jakarta.ws.rs.core.UriInfo;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;

/**
 * Batch evaluations of labelled rows: start one from a JSON body or an uploaded file, follow it, read its
 * report, and compare two. Admins only.
 */
@RolesAllowed("admin")
@Path("api/admin/evaluations")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "evaluations")
@SecurityRequirement(name = "login")
public class EvaluationsResource {

    /** {@code {"name"?, "tenant"?, "policy_id"?, "rows": [...]}} */
    @Schema(name = "EvaluationBody", description = "An evaluation to run.", requiredProperties = "rows")
    public record EvaluationBody(
            @Schema(example = "returns answers, November") String name,
            @Schema(description = "The tenant the rows are judged for; the policy's, or chat.default.tenant, when "
                    + "left out", example = "northwind") String tenant,
            @Schema(name = "policy_id", description = "Run with this policy's values over the live ones")
            Long policyId,
            @Schema(type = SchemaType.ARRAY, implementation = Object.class, description = "Validate rows "
                    + "{question, answer, contexts, label: faithful | hallucinated} and chat rows {question, "
                    + "tenant?, expected: a phrase, or null when the knowledge cannot answer}")
            JsonArray rows) {
    }

    @Inject
    Evaluations evaluations;

    @Context
    SecurityContext security;

    @Context
    UriInfo uri;

    @POST
    @Operation(summary = "Start an evaluation of rows in the body")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = EvaluationBody.class)))
    @APIResponse(responseCode = "202", description = "The evaluation, running: follow it at the address in Location",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "EvaluationView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field` (rows, with the row at "
            + "fault; name; policy_id), `unknown_tenant`, or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response start(EvaluationBody body) {
        if (body == null) {
            throw new InvalidRequestException("rows", "the body must be {\"name\"?, \"tenant\"?, \"policy_id\"?, "
                    + "\"rows\": [...]}");
        }
        return accepted(evaluations.start(body.name(), body.tenant(), body.policyId(), body.rows(), user()));
    }

    @POST
    @Consumes(MediaType.MULTIPART_FORM_DATA)
    @Operation(summary = "Start an evaluation of an uploaded file")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.MULTIPART_FORM_DATA,
            schema = @Schema(type = SchemaType.OBJECT, requiredProperties = "file", properties = {
                @SchemaProperty(name = "file", type = SchemaType.STRING, format = "binary",
                        description = "JSON Lines, CSV or a JSON array of validate and chat rows"),
                @SchemaProperty(name = "name", type = SchemaType.STRING),
                @SchemaProperty(name = "tenant", type = SchemaType.STRING, example = "northwind"),
                @SchemaProperty(name = "policy_id", type = SchemaType.INTEGER)
            })))
    @APIResponse(responseCode = "202", description = "The evaluation, running: follow it at the address in Location",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "EvaluationView")))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field` (file, with the row at "
            + "fault; name; policy_id) or `unknown_tenant`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response upload(@FormParam("file") EntityPart file, @FormParam("name") String name,
                           @FormParam("tenant") String tenant, @FormParam("policy_id") String policyId) {
        if (file == null) {
            throw new InvalidRequestException("file", "the form needs a file in a part named file");
        }
        return accepted(evaluations.upload(name, tenant, policy(policyId), file.getFileName().orElse(null),
                file.getContent(), user()));
    }

    @GET
    @Operation(summary = "List the evaluations")
    @APIResponse(responseCode = "200", description = "The latest 200, newest first, without their misses",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "EvaluationViewList")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<EvaluationView> all() {
        return evaluations.all();
    }

    @GET
    @Path("{id}")
    @Operation(summary = "Follow an evaluation")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The evaluation's id")
    @APIResponse(responseCode = "200", description = "The evaluation as far as it has come",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(ref = "EvaluationView")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchEvaluation")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public EvaluationView one(@PathParam("id") long id) {
        return evaluations.one(id).orElseThrow(() -> missing(id));
    }

    @GET
    @Path("{id}/report")
    @Produces(MediaType.TEXT_HTML)
    @Operation(summary = "Read an evaluation's report")
    @Parameter(name = "id", in = ParameterIn.PATH, example = "3", description = "The evaluation's id")
    @APIResponse(responseCode = "200", description = "The report, one self-contained HTML page",
            content = @Content(mediaType = MediaType.TEXT_HTML))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchEvaluation")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public String report(@PathParam("id") long id) {
        return EvaluationReport.html(one(id));
    }

    @GET
    @Path("{a}/compare/{b}")
    @Operation(summary = "Compare two evaluations")
    @Parameter(name = "a", in = ParameterIn.PATH, example = "3", description = "The first evaluation's id")
    @Parameter(name = "b", in = ParameterIn.PATH, example = "4", description = "The second evaluation's id")
    @APIResponse(responseCode = "200", description = "The two side by side",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(ref = "EvaluationComparison")))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchEvaluation")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public EvaluationComparison compare(@PathParam("a") long a, @PathParam("b") long b) {
        return evaluations.compare(a, b).orElseThrow(() -> new NotFoundException("no evaluation " + a + " or " + b));
    }

    private Response accepted(EvaluationView started) {
        return Response.accepted(started).location(uri.getBaseUriBuilder().path("api/admin/evaluations")
                .path(Long.toString(started.id())).build()).build();
    }

    private static Long policy(String policyId) {
        if (policyId == null || policyId.isBlank()) {
            return null;
        }
        try {
            return Long.valueOf(policyId.strip());
        } catch (NumberFormatException e) {
            throw new InvalidRequestException("policy_id", "policy_id must be a policy's id");
        }
    }

    private static NotFoundException missing(long id) {
        return new NotFoundException("no evaluation " + id);
    }

    private String user() {
        return security.getUserPrincipal().getName();
    }
}
