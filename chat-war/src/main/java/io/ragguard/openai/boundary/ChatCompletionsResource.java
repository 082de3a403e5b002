package io.ragguard.openai.boundary;

import io.ragguard.api.JsonNaming;
import io.ragguard.api.KeyScope;
import io.ragguard.chat.boundary.Chat;
import io.ragguard.chat.boundary.ValidationFailedException;
import io.ragguard.chat.control.Asked;
import io.ragguard.openai.control.CompletionRequest;
import io.ragguard.openai.control.CompletionStream;
import io.ragguard.openai.control.Completions;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import jakarta.json.JsonObject;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Instant;

/**
 * {@code POST /v1/chat/completions}: OpenAI's Chat Completions API in front of the guarded pipeline, so that
 * an application written for OpenAI gets guarded answers by changing its base URL and key. The answer is
 * a {@code chat.completion}, or with {@code stream: true} a stream of {@code chat.completion.chunk}s
 * validated sentence by sentence; a refused answer is a normal completion with the refusal template
 * ({@code chat.refusal.template}) and {@code finish_reason: content_filter}.
 */
@Path("v1/chat/completions")
@Consumes(MediaType.APPLICATION_JSON)
public class ChatCompletionsResource {

    @Inject
    Chat chat;

    @Inject
    TenantModels models;

    @Inject
    @ConfigProperty(name = "chat.refusal.template")
    Provider<String> refusalTemplate;

    @Context
    HttpServletRequest http;

    @POST
    @Produces({MediaType.APPLICATION_JSON, MediaType.SERVER_SENT_EVENTS})
    public Response complete(JsonObject body) {
        CompletionRequest request = CompletionRequest.of(body);
        String tenant = models.require(request.tenant());
        KeyScope.require(http, tenant);
        long created = Instant.now().getEpochSecond();
        var question = request.question(tenant, KeyScope.keyName(http));
        if (!request.stream()) {
            try {
                return Response.ok(Completions.answered(request, chat.ask(question), created),
                        MediaType.APPLICATION_JSON_TYPE).build();
            } catch (ValidationFailedException refused) {
                return Response.ok(Completions.refused(request, Completions.refusal(refused.requestId(), null,
                        refused.metrics(), refused.reasons()), refusalTemplate.get(), created),
                        MediaType.APPLICATION_JSON_TYPE).build();
            }
        }
        Asked asked = chat.open(question);
        String template = refusalTemplate.get();
        StreamingOutput stream = out -> chat.stream(asked,
                new CompletionStream(out, JsonNaming.jsonb(), request, template, created));
        return Response.ok(stream, MediaType.SERVER_SENT_EVENTS_TYPE.withCharset("utf-8"))
                .header("Cache-Control", "no-cache").header("X-Accel-Buffering", "no").build();
    }
}
