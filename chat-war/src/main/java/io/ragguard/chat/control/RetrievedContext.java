package io.ragguard.chat.control;

import io.ragguard.chat.boundary.ContextItem;
import io.ragguard.chat.boundary.ContextQuality;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;

import java.util.List;

/**
 * The retrieved passages as the client and the record see them: {@code context_used} items, the context's
 * quality, and the recorded JSON. Passage {@code i} (from 0) is cited as {@code [i + 1]}, as in the prompt's
 * sources ({@code Prompts}) and the validators' evidence ({@code RetrievedEvidence}).
 */
public final class RetrievedContext {

    private static final int SNIPPET_CHARS = 240;

    private RetrievedContext() {
    }

    public static List<ContextItem> contextUsed(RetrievalResult context) {
        return context.passages().stream()
                .map(p -> new ContextItem(p.chunkId(), p.title(), p.sourceId(), round(p.score()), snippet(p.text())))
                .toList();
    }

    public static ContextQuality quality(RetrievalResult context) {
        return new ContextQuality(round(context.averageSimilarity()), context.filteredOut(), context.quality());
    }

    /** The context as recorded with the answer, as JSON: its passages and its quality. */
    public static String recorded(RetrievalResult context) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (Passage p : context.passages()) {
            array.add(Json.createObjectBuilder()
                    .add("id", p.chunkId()).add("title", p.title()).add("source_id", p.sourceId())
                    .add("score", round(p.score())).add("text", p.text()));
        }
        return Json.createObjectBuilder()
                .add("passages", array)
                .add("average_similarity", round(context.averageSimilarity()))
                .add("filtered_out", context.filteredOut())
                .add("quality", context.quality())
                .build().toString();
    }

    private static String snippet(String text) {
        return text.length() <= SNIPPET_CHARS ? text : text.substring(0, SNIPPET_CHARS - 1).stripTrailing() + "…";
    }

    static double round(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
