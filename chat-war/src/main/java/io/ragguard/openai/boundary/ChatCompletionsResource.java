package io.ragguard.openai.boundary;

import io.ragguard.api.OpenAiError;
import io.ragguard.api.EventStreams;
import io.ragguard.api.JsonNaming;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.api.KeyScope;
import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.Answering;
import io.ragguard.answering.boundary.Asked;
import io.ragguard.answering.boundary.Question;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.answering.boundary.Reply;
import io.ragguard.chat.boundary.ChatResponse;
import io.ragguard.api.ValidationMetrics;
import io.ragguard.tenant.boundary.UnknownTenantException;
import jakarta.ws.rs.NotFoundException;
import io.ragguard.openai.control.CompletionRequest;
import io.ragguard.openai.control.CompletionStream;
import io.ragguard.openai.control.Completions;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.time.Instant;

/**
 * {@code POST /v1/chat/completions}: OpenAI's Chat Completions API in front of the guarded pipeline, so that
 * an application written for OpenAI gets guarded answers by changing its base URL and key. The answer is
 * a {@code chat.completion}, or with {@code stream: true} a stream of {@code chat.completion.chunk}s
 * validated sentence by sentence; a reply that declines ends with {@code finish_reason: stop} like any other
 * answer; a refused answer is a normal completion with the refusal template ({@code chat.refusal.template})
 * and {@code finish_reason: content_filter}.
 */
@Path("v1/chat/completions")
@Consumes(MediaType.APPLICATION_JSON)
@Tag(name = "openai")
@SecurityRequirement(name = "integrationKey")
public class ChatCompletionsResource {

    @Inject
    Answering answering;


    @Inject
    @ConfigProperty(name = "chat.refusal.template")
    Provider<String> refusalTemplate;

    @Context
    HttpServletRequest http;

    @POST
    @Produces({MediaType.APPLICATION_JSON, MediaType.SERVER_SENT_EVENTS})
    @Operation(summary = "Create a guarded chat completion, OpenAI's way")
    @RequestBody(required = true, description = "OpenAI's chat completion request",
            content = @Content(mediaType = MediaType.APPLICATION_JSON, schema = @Schema(type = SchemaType.OBJECT,
                    requiredProperties = {"model", "messages"}, properties = {
                        @SchemaProperty(name = "model", type = SchemaType.STRING, description = "A tenant, optionally "
                                + "with a model of its provider after a slash", example = "northwind"),
                        @SchemaProperty(name = "messages", type = SchemaType.ARRAY,
                                implementation = ChatCompletion.Message.class, minItems = 1, maxItems = CompletionRequest.MAX_MESSAGES,
                                description = "system, developer, user and assistant messages, the last the user's "
                                        + "question; content is a string or an array of text parts"),
                        @SchemaProperty(name = "stream", type = SchemaType.BOOLEAN, defaultValue = "false",
                                description = "true for Server-Sent Events"),
                        @SchemaProperty(name = "stream_options", type = SchemaType.OBJECT,
                                description = "{\"include_usage\": true} adds a usage chunk before [DONE]"),
                        @SchemaProperty(name = "n", type = SchemaType.INTEGER, description = "Must be 1 when given")
                    }),
                    example = "{\"model\":\"northwind\",\"messages\":[{\"role\":\"user\",\"content\":\"How long is "
                            + "the return window?\"}],\"stream\":false}"))
    @APIResponse(responseCode = "200", description = "The guarded answer, or its refusal, as a completion or a stream "
            + "of chunks",
            content = {
                @Content(mediaType = MediaType.APPLICATION_JSON,
                        schema = @Schema(implementation = ChatCompletion.class)),
                @Content(mediaType = MediaType.SERVER_SENT_EVENTS, schema = @Schema(type = SchemaType.STRING,
                        description = "data: lines each holding a ChatCompletionChunk, ending with data: [DONE]"),
                        example = "data: {\"id\":\"chatcmpl-...\",\"object\":\"chat.completion.chunk\","
                                + "\"created\":1795000000,\"model\":\"northwind\",\"choices\":[{\"index\":0,"
                                + "\"delta\":{\"role\":\"assistant\",\"content\":\"\"}}]}\n\n"
                                + "data: {\"id\":\"chatcmpl-...\",...,\"choices\":[{\"index\":0,\"delta\":{\"content\":"
                                + "\"Trail Points members receive an extended return window of 60 days [1].\"}}]}\n\n"
                                + "data: {\"id\":\"chatcmpl-...\",...,\"choices\":[{\"index\":0,\"delta\":{},"
                                + "\"finish_reason\":\"stop\"}],\"ragguard\":{...}}\n\n"
                                + "data: [DONE]\n\n")})
    @APIResponse(responseCode = "400", description = "code `invalid_request` naming the `param` at fault (`model`, "
            + "`messages`, `n`, `stream`), or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = OpenAiError.class)))
    @APIResponse(responseCode = "401", ref = "openAiKeyRequired")
    @APIResponse(responseCode = "403", description = "code `tenant_not_allowed`: the model names a tenant outside the "
            + "key's scope; `model_not_allowed`: it names a model the tenant does not allow (llm.allowed-models)",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = OpenAiError.class)))
    @APIResponse(responseCode = "404", description = "code `not_found`: the model names no tenant, as OpenAI answers "
            + "an unknown model",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = OpenAiError.class)))
    @APIResponse(responseCode = "429", ref = "openAiRateLimited")
    @APIResponse(responseCode = "503", description = "code `overloaded`, `model_unavailable` (the model failed and "
            + "llm.fallback is none) or `database_unavailable`, type `server_error`",
            headers = @Header(name = "Retry-After", description = "Seconds to wait before retrying",
                    schema = @Schema(type = SchemaType.INTEGER)),
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = OpenAiError.class)))
    public Response complete(JsonValue body) {
        if (body != null && !(body instanceof JsonObject)) {
            throw new InvalidRequestException(null, "the request body must be a JSON object with a model and messages");
        }
        CompletionRequest request = CompletionRequest.of((JsonObject) body);
        long created = Instant.now().getEpochSecond();
        Question question = request.question(KeyScope.key(http).orElse(null));
        try {
            if (!request.stream()) {
                return Response.ok(completion(request, answering.ask(question), created),
                        MediaType.APPLICATION_JSON_TYPE).build();
            }
            Asked asked = answering.open(question);
            String template = refusalTemplate.get();
            return EventStreams.of(out -> answering.stream(asked,
                    new CompletionStream(out, JsonNaming.jsonb(), request, template, created)));
        } catch (UnknownTenantException unknown) {
            throw new NotFoundException("the model " + request.tenant() + " does not exist: a model names a tenant "
                    + "(northwind) or a tenant and a model (northwind/gpt-4o-mini)");
        }
    }

    /** An answer as a completion; a refusal as one that holds the refusal template (the stream's context is not sent). */
    private ChatCompletion completion(CompletionRequest request, Reply reply, long created) {
        if (reply instanceof Answer answer) {
            return Completions.answered(request, ChatResponse.of(answer), created);
        }
        Refusal refusal = (Refusal) reply;
        return Completions.refused(request, Completions.refusal(refusal.requestId(), null,
                ValidationMetrics.of(refusal.report()), refusal.reasons()), refusalTemplate.get(), created);
    }
}
