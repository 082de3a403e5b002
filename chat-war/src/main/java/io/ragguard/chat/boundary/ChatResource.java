package io.ragguard.chat.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.api.EventStreams;
import io.ragguard.api.KeyScope;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.Context;
import io.ragguard.api.JsonNaming;
import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.Answering;
import io.ragguard.answering.boundary.Asked;
import io.ragguard.answering.boundary.Question;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.answering.boundary.Reply;
import io.ragguard.chat.control.EventStream;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
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

/**
 * {@code POST /api/chat/rag}: the guarded answer as JSON, or, for {@code Accept: text/event-stream}, as
 * Server-Sent Events validated sentence by sentence. A request that cannot be answered at all (bad input,
 * an unknown tenant) gets its JSON error before any stream begins.
 */
@Path("api/chat")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "chat")
@SecurityRequirement(name = "integrationKey")
public class ChatResource {

    @Inject
    Answering answering;


    @Context
    HttpServletRequest http;

    @POST
    @Path("rag")
    @Produces({MediaType.APPLICATION_JSON, MediaType.SERVER_SENT_EVENTS})
    @Operation(summary = "Ask a tenant's guarded assistant a question")
    @Parameter(name = HttpHeaders.ACCEPT, in = ParameterIn.HEADER, description = "application/json (the default) "
            + "for one answer, text/event-stream for Server-Sent Events")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = ChatRequest.class),
            example = "{\"message\": \"How long is the return window for Trail Points members on full-price "
                    + "purchases?\", \"tenant\": \"northwind\"}"))
    @APIResponse(responseCode = "200", description = "The guarded answer: a ChatResponse, or the event stream",
            content = {
                @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(implementation = ChatResponse.class)),
                @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(type = SchemaType.STRING,
                        description = "Events context (StreamContext), delta (Delta), then one of done "
                                + "(ChatResponse), refused (ErrorBody) or error (ErrorBody), each a line of JSON"),
                        example = "event: context\ndata: {\"context_used\":[...],\"context_quality\":{...},"
                                + "\"request_id\":\"...\",\"conversation_id\":\"...\"}\n\n"
                                + "event: delta\ndata: {\"text\":\"Trail Points members receive an extended return "
                                + "window of 60 days on all full-price purchases [1].\"}\n\n"
                                + "event: done\ndata: {\"response\":\"...\",\"context_used\":[...],...}\n\n")})
    @APIResponse(responseCode = "400", description = "`invalid_request` (no message, or one over the limit; `field` "
            + "names it), `malformed_json`, `unknown_tenant`, or `invalid_conversation` (a malformed "
            + "conversation_id, or one of another tenant)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "keyRequired")
    @APIResponse(responseCode = "403", ref = "tenantNotAllowed")
    @APIResponse(responseCode = "422", description = "`validation_failed`: the validators refused the answer and "
            + "could not repair it; `reasons`, `request_id` and `validation_metrics` say why. The refusal is "
            + "recorded for review.",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "rateLimited")
    @APIResponse(responseCode = "503", description = "`overloaded` (the answering endpoints are at capacity), "
            + "`model_unavailable` (the model failed and llm.fallback is none) or `database_unavailable`",
            headers = @Header(name = "Retry-After", description = "Seconds to wait before retrying",
                    schema = @Schema(type = SchemaType.INTEGER)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    public Response rag(ChatRequest request, @HeaderParam(HttpHeaders.ACCEPT) String accept) {
        Question question = request == null ? null : request.question(KeyScope.key(http).orElse(null));
        if (accept == null || !accept.toLowerCase().contains(MediaType.SERVER_SENT_EVENTS)) {
            Reply reply = answering.ask(question);
            return reply instanceof Answer answer
                    ? Response.ok(ChatResponse.of(answer), MediaType.APPLICATION_JSON_TYPE).build()
                    : Response.status(422).type(MediaType.APPLICATION_JSON_TYPE)
                            .entity(Refused.body((Refusal) reply)).build();
        }
        Asked asked = answering.open(question);
        StreamingOutput stream = out -> answering.stream(asked, new EventStream(out, JsonNaming.jsonb()));
        return EventStreams.of(stream);
    }
}
