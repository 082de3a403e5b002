package io.ragguard.openai.control;

import io.ragguard.chat.boundary.ChatResponse;
import io.ragguard.chat.boundary.StreamContext;
import io.ragguard.api.ValidationMetrics;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.openai.boundary.ChatCompletion;
import io.ragguard.openai.boundary.ChatCompletionChunk;
import io.ragguard.openai.boundary.RagGuardDetails;
import io.ragguard.text.Tokens;
import io.ragguard.verdict.AnswerStatus;

import java.util.List;

/** RAG Guard's answers, refusals and stream events as OpenAI's completion objects. */
public final class Completions {

    public static final String STOP = "stop";
    public static final String CONTENT_FILTER = "content_filter";
    private static final String ASSISTANT = "assistant";

    private Completions() {
    }

    /** The completion id of a request: OpenAI's prefix and RAG Guard's request id. */
    public static String id(String requestId) {
        return "chatcmpl-" + requestId;
    }

    public static ChatCompletion answered(CompletionRequest request, ChatResponse response, long created) {
        return new ChatCompletion(id(response.requestId()), ChatCompletion.OBJECT, created, request.model(),
                List.of(new ChatCompletion.Choice(0, new ChatCompletion.Message(ASSISTANT, response.response()), STOP)),
                usage(request, response.response()), details(response));
    }

    /** A refused answer: the refusal template as its content, {@code content_filter}, the reasons in {@code ragguard}. */
    public static ChatCompletion refused(CompletionRequest request, RagGuardDetails refusal, String template,
                                         long created) {
        return new ChatCompletion(id(refusal.requestId()), ChatCompletion.OBJECT, created, request.model(),
                List.of(new ChatCompletion.Choice(0, new ChatCompletion.Message(ASSISTANT, template), CONTENT_FILTER)),
                usage(request, template), refusal);
    }

    public static RagGuardDetails details(ChatResponse response) {
        ValidationMetrics metrics = response.validationMetrics();
        return new RagGuardDetails(response.requestId(), metrics == null ? AnswerStatus.UNVALIDATED.label() : metrics.status(),
                metrics == null ? null : metrics.declineReason(), response.generator(), response.contextUsed(), response.contextQuality(), metrics,
                metrics == null ? List.of() : metrics.reasons());
    }

    /** What {@code ragguard} says of a refused answer: its context (when it got that far), verdicts and reasons. */
    public static RagGuardDetails refusal(String requestId, StreamContext context, ValidationMetrics metrics,
                                          List<String> reasons) {
        return new RagGuardDetails(requestId, AnswerStatus.FAILED.label(), null, null, context == null ? null : context.contextUsed(),
                context == null ? null : context.contextQuality(), metrics, reasons);
    }

    public static ChatCompletionChunk chunk(String requestId, CompletionRequest request, long created, String role,
                                            String content, String finishReason, RagGuardDetails details) {
        return new ChatCompletionChunk(id(requestId), ChatCompletionChunk.OBJECT, created, request.model(),
                List.of(new ChatCompletionChunk.Choice(0, new ChatCompletionChunk.Delta(role, content), finishReason)),
                null, details);
    }

    /** The usage chunk that {@code stream_options.include_usage} asks for: no choices, only the counts. */
    public static ChatCompletionChunk usageChunk(String requestId, CompletionRequest request, long created,
                                                 String answer) {
        return new ChatCompletionChunk(id(requestId), ChatCompletionChunk.OBJECT, created, request.model(), List.of(),
                usage(request, answer), null);
    }

    static ChatCompletion.Usage usage(CompletionRequest request, String answer) {
        int prompt = Tokens.estimate(request.question()) + request.history().stream().map(ChatMessage::content)
                .mapToInt(Tokens::estimate).sum() + (request.instructions() == null ? 0
                : Tokens.estimate(request.instructions()));
        int completion = answer == null ? 0 : Tokens.estimate(answer);
        return new ChatCompletion.Usage(prompt, completion, prompt + completion);
    }
}
