package io.ragguard.answering.control;

import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.export.Scores;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;

/**
 * The retrieved context as recorded with the answer, as JSON: its passages and its quality. Passage
 * {@code i} (from 0) is cited as {@code [i + 1]}, as in the prompt's sources ({@code Prompts}) and the
 * validators' evidence ({@code RetrievedEvidence}).
 */
public final class RecordedContext {

    private RecordedContext() {
    }

    public static String of(RetrievalResult context) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (Passage p : context.passages()) {
            array.add(Json.createObjectBuilder()
                    .add("id", p.chunkId()).add("title", p.title()).add("source_id", p.sourceId())
                    .add("score", Scores.round(p.score())).add("text", p.text()));
        }
        return Json.createObjectBuilder()
                .add("passages", array)
                .add("average_similarity", Scores.round(context.averageSimilarity()))
                .add("filtered_out", context.filteredOut())
                .add("quality", context.quality().label())
                .build().toString();
    }
}
