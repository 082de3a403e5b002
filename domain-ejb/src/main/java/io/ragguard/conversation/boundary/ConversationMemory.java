package io.ragguard.conversation.boundary;

import io.ragguard.conversation.control.MemoryWindow;
import io.ragguard.embedding.boundary.Embeddings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.util.List;

/**
 * The part of a conversation a new question is read with ({@link MemoryWindow}), under the
 * {@code conversation.memory.*} settings, read on every call. When the question or the older
 * messages cannot be embedded, only the recent window is recalled.
 */
@ApplicationScoped
public class ConversationMemory {

    private static final System.Logger LOG = System.getLogger(ConversationMemory.class.getName());

    @Inject
    Embeddings embeddings;

    @Inject
    @ConfigProperty(name = "conversation.memory.max.tokens", defaultValue = "1000")
    Provider<Integer> totalTokens;

    @Inject
    @ConfigProperty(name = "conversation.memory.max.tokens.per.message", defaultValue = "500")
    Provider<Integer> messageTokens;

    @Inject
    @ConfigProperty(name = "conversation.memory.min.similarity", defaultValue = "0.4")
    Provider<Double> minSimilarity;

    @Inject
    @ConfigProperty(name = "conversation.memory.relevant.messages", defaultValue = "3")
    Provider<Integer> relevantMessages;

    @Inject
    @ConfigProperty(name = "conversation.memory.considered.messages", defaultValue = "10")
    Provider<Integer> consideredMessages;

    /** The messages to read {@code question} with, from {@code history} (oldest first). */
    public RecalledHistory recall(List<ChatMessage> history, String question) {
        MemoryWindow.Limits limits = new MemoryWindow.Limits(totalTokens.get(), messageTokens.get(),
                minSimilarity.get(), relevantMessages.get(), consideredMessages.get());
        try {
            return MemoryWindow.recall(history, question, embeddings::embed, limits);
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "older messages not recalled: embedding failed", e);
            return MemoryWindow.recall(history, question, embeddings::embed, limits.recentOnly());
        }
    }

    /**
     * What to search the knowledge for: for a follow-up, the question with the earlier questions
     * that set its topic; see {@link MemoryWindow#retrievalQuery}.
     */
    public String retrievalQuery(String question, List<ChatMessage> history) {
        return MemoryWindow.retrievalQuery(question, history);
    }
}
