package io.ragguard.retrieval.boundary;

import io.ragguard.retrieval.control.FusionMethod;
import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.monitoring.boundary.PipelineMetrics;
import io.ragguard.retrieval.control.ContextSelection;
import io.ragguard.retrieval.control.Fusion;
import io.ragguard.retrieval.control.SearchStore;
import io.ragguard.retrieval.reference.ReferenceValidation;
import io.ragguard.text.Words;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.inject.Provider;

import java.util.List;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Hybrid retrieval: BM25 and dense candidates from the tenant's store, fused, thresholded on
 * cosine similarity (BM25's clear leader down to {@code retrieval.lexical-leader.min-similarity}), diversified by MMR, cut to a length that suits the question, and (when
 * {@code retrieval.reference.enabled} is on) judged passage by passage, CRAG style.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Retrieval {

    @Inject
    PassageIndex index;

    @Inject
    Embeddings embeddings;

    @Inject
    ReferenceValidation references;

    @Inject
    PipelineMetrics metrics;

    @Inject
    @ConfigProperty(name = "retrieval.similarity.threshold", defaultValue = "0.35")
    Provider<Double> threshold;

    @Inject
    @ConfigProperty(name = "retrieval.lexical-leader.min-similarity", defaultValue = "0.2")
    Provider<Double> leaderFloor;

    @Inject
    @ConfigProperty(name = "retrieval.candidates", defaultValue = "20")
    Provider<Integer> candidates;

    @Inject
    @ConfigProperty(name = "retrieval.fusion", defaultValue = "weighted")
    Provider<String> fusion;

    @Inject
    @ConfigProperty(name = "retrieval.fusion.dense-weight", defaultValue = "0.5")
    Provider<Double> denseWeight;

    @Inject
    @ConfigProperty(name = "retrieval.mmr.lambda", defaultValue = "0.7")
    Provider<Double> lambda;

    public RetrievalResult search(String tenant, String question) {
        SearchStore store = index.store();
        int k = candidates.get();
        float[] vector = embeddings.embed(question);
        var lexical = store.lexical(tenant, question, k);
        var ranked = Fusion.fuse(lexical, store.dense(tenant, vector, k), vector, FusionMethod.parse(fusion.get()),
                denseWeight.get());
        RetrievalResult selected = ContextSelection.select(ranked, threshold.get(),
                ContextSelection.lexicalLeader(lexical), leaderFloor.get(), Words.tokens(question).size(),
                lambda.get(), k);
        List<Passage> accepted = references.filter(question, selected.passages());
        RetrievalResult result = new RetrievalResult(accepted,
                selected.filteredOut() + selected.passages().size() - accepted.size());
        metrics.contextRetrieved(result.passages().size(), result.filteredOut(), result.averageSimilarity(),
                result.quality().label());
        return result;
    }

    public boolean ready() {
        return index.ready();
    }
}
