package io.ragguard.chat.control;

import io.ragguard.chat.boundary.ContextItem;
import io.ragguard.chat.boundary.ContextQuality;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.spi.Evidence;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;

import java.util.ArrayList;
import java.util.List;

/**
 * The retrieved passages in the three shapes the pipeline needs: numbered sources for the prompt,
 * evidence for the validators, and {@code context_used} items for the client. Passage {@code i}
 * (from 0) is cited as {@code [i + 1]} in all three.
 */
public final class RetrievedContext {

    private static final int SNIPPET_CHARS = 240;

    private RetrievedContext() {
    }

    public static List<Prompt.Source> sources(RetrievalResult context) {
        List<Prompt.Source> sources = new ArrayList<>();
        List<Passage> passages = context.passages();
        for (int i = 0; i < passages.size(); i++) {
            Passage passage = passages.get(i);
            sources.add(new Prompt.Source(i + 1, passage.title(), passage.text(), passage.sentenceVectors()));
        }
        return sources;
    }

    public static List<Evidence> evidence(RetrievalResult context) {
        List<Evidence> evidence = new ArrayList<>();
        List<Passage> passages = context.passages();
        for (int i = 0; i < passages.size(); i++) {
            Passage p = passages.get(i);
            evidence.add(new Evidence(i + 1, p.chunkId(), p.title(), p.text(), p.score(), p.sentenceVectors()));
        }
        return evidence;
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
