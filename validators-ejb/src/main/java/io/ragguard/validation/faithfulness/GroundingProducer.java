package io.ragguard.validation.faithfulness;

import io.ragguard.embedding.control.Embeddings;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Dependent;
import jakarta.enterprise.inject.Produces;

/**
 * The {@link Grounding} that faithfulness and claims score with: the fitted model on the class path and
 * the container's encoder. Dependent, so each validator loads and holds its own, as it did itself.
 */
@ApplicationScoped
public class GroundingProducer {

    @Produces
    @Dependent
    Grounding grounding(Embeddings embeddings) {
        return new Grounding(FaithfulnessModel.load(), embeddings::embedAll);
    }
}
