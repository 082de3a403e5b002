package io.ragguard.openai.control;

import io.ragguard.request.InvalidRequestException;
import io.ragguard.answering.boundary.Question;
import io.ragguard.conversation.boundary.ChatMessage;
import io.ragguard.integration.boundary.KeyView;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.util.ArrayList;
import java.util.List;

/**
 * A request of OpenAI's Chat Completions API read as a question: {@code model} names the tenant, or a tenant
 * and a model of its provider ({@code northwind/gpt-4o-mini}); the last message is the user's question, the
 * user and assistant messages before it are the conversation, and {@code system} or {@code developer}
 * messages are the application's instructions. The sampling parameters are the tenant's to set, and are
 * ignored ({@code stream_options.include_usage} is honoured); what cannot be honoured (several choices, tool results, content other than text) is refused
 * with a 400 naming the parameter.
 */
public record CompletionRequest(String model, String tenant, String tenantModel, List<ChatMessage> history,
                                String instructions, String question, boolean stream, boolean includeUsage) {

    /** The most messages one request may carry; the prompt holds only the recent and relevant ones anyway. */
    public static final int MAX_MESSAGES = 1000;

    public static CompletionRequest of(JsonObject body) {
        if (body == null) {
            throw new InvalidRequestException(null, "the request needs a JSON body with a model and messages");
        }
        String model = text(body, "model");
        int slash = model.indexOf('/');
        String tenant = slash < 0 ? model : model.substring(0, slash);
        String tenantModel = slash < 0 ? null : model.substring(slash + 1);
        if (tenant.isBlank() || tenantModel != null && tenantModel.isBlank()) {
            throw new InvalidRequestException("model", "model names a tenant (northwind) or a tenant and a model "
                    + "(northwind/gpt-4o-mini)");
        }
        if (body.get("n") instanceof JsonNumber n && n.intValue() != 1) {
            throw new InvalidRequestException("n", "RAG Guard gives one guarded answer; n must be 1");
        }
        JsonValue stream = body.getOrDefault("stream", JsonValue.FALSE);
        if (stream != JsonValue.TRUE && stream != JsonValue.FALSE && stream != JsonValue.NULL) {
            throw new InvalidRequestException("stream", "stream must be true or false");
        }
        if (!(body.get("messages") instanceof JsonArray messages) || messages.isEmpty()) {
            throw new InvalidRequestException("messages", "messages must be a non-empty array");
        }
        if (messages.size() > MAX_MESSAGES) {
            throw new InvalidRequestException("messages", "messages holds more than " + MAX_MESSAGES
                    + " messages; send the recent ones");
        }
        List<ChatMessage> turns = new ArrayList<>();
        List<String> instructions = new ArrayList<>();
        for (int i = 0; i < messages.size(); i++) {
            if (!(messages.get(i) instanceof JsonObject message)) {
                throw new InvalidRequestException("messages", "messages[" + i + "] must be an object");
            }
            String role = message.get("role") instanceof JsonString r ? r.getString() : "";
            String content = content(message.get("content"), i);
            switch (role) {
                case "system", "developer" -> instructions.add(content);
                case "user", "assistant" -> turns.add(new ChatMessage(role, content));
                default -> throw new InvalidRequestException("messages", "messages[" + i + "] has role '" + role
                        + "'; RAG Guard takes system, developer, user and assistant messages");
            }
        }
        if (turns.isEmpty() || !"user".equals(turns.get(turns.size() - 1).role())
                || turns.get(turns.size() - 1).content().isBlank()) {
            throw new InvalidRequestException("messages", "the last user or assistant message must be the user's "
                    + "question, and not empty");
        }
        String question = turns.remove(turns.size() - 1).content();
        turns.removeIf(turn -> turn.content().isBlank());
        boolean includeUsage = body.get("stream_options") instanceof JsonObject options
                && options.getBoolean("include_usage", false);
        return new CompletionRequest(model, tenant, tenantModel, turns,
                instructions.isEmpty() ? null : String.join("\n\n", instructions), question,
                stream == JsonValue.TRUE, includeUsage);
    }

    /** The question for the pipeline, asked with the key presented. */
    public Question question(KeyView key) {
        return new Question(question, tenant, null, history, instructions, tenantModel, key);
    }

    private static String text(JsonObject body, String field) {
        if (body.get(field) instanceof JsonString value && !value.getString().isBlank()) {
            return value.getString().strip();
        }
        throw new InvalidRequestException(field, field + " is missing or not a string");
    }

    /** A message's text: a string, or the text parts of an array of parts; null content (a tool call) is empty. */
    private static String content(JsonValue content, int index) {
        if (content == null || content == JsonValue.NULL) {
            return "";
        }
        if (content instanceof JsonString text) {
            return text.getString();
        }
        if (content instanceof JsonArray parts) {
            List<String> texts = new ArrayList<>();
            for (JsonValue part : parts) {
                if (part instanceof JsonObject p && "text".equals(p.getString("type", ""))
                        && p.get("text") instanceof JsonString text) {
                    texts.add(text.getString());
                } else {
                    throw new InvalidRequestException("messages", "messages[" + index + "] holds a part that is "
                            + "not text; RAG Guard answers text only");
                }
            }
            return String.join("\n", texts);
        }
        throw new InvalidRequestException("messages", "messages[" + index + "].content must be a string or an "
                + "array of text parts");
    }
}
