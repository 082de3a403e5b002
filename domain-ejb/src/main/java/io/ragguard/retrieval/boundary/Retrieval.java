package io.ragguard.retrieval.boundary;

import io.ragguard.monitoring.control.PipelineMetrics;
import io.ragguard.retrieval.control.ContextSelection;
import io.ragguard.retrieval.control.LuceneIndex;
import io.ragguard.text.Words;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Retrieval {

    @Inject
    LuceneIndex index;

    @Inject
    PipelineMetrics metrics;

    @Inject
    @ConfigProperty(name = "retrieval.similarity.threshold", defaultValue = "0.35")
    Provider<Double> threshold;

    @Inject
    @ConfigProperty(name = "retrieval.candidates", defaultValue = "20")
    Provider<Integer> candidates;

    public RetrievalResult search(String tenant, String question) {
        RetrievalResult result = ContextSelection.select(
                index.search(tenant, question, candidates.get()), threshold.get(), Words.tokens(question).size());
        metrics.contextRetrieved(result.passages().size(), result.filteredOut());
        return result;
    }

    public boolean ready() {
        return index.ready();
    }
}
