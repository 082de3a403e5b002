package io.ragguard.validation.faithfulness;

import io.ragguard.embedding.control.Embeddings;
import io.ragguard.validation.crossencoder.CrossEncoder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * The one {@link Grounding} that faithfulness and claims score with: the fitted model on the class
 * path, the container's encoder and, once {@code validator.cross-encoder.model} names one, the
 * cross-encoder with the weight {@code validator.cross-encoder.weight}. One instance (the
 * {@code @Singleton} pseudo-scope, which needs no client proxy), so that the claims faithfulness
 * scored are the ones claims finds scored. WordNet's synonyms are read here, with the model.
 */
@ApplicationScoped
public class GroundingProducer {

    @Produces
    @Singleton
    Grounding grounding(Embeddings embeddings, CrossEncoder crossEncoder) {
        Lexicon.wordNet(); // read the synonyms (a quarter of a second) now rather than on the first answer
        return new Grounding(FaithfulnessModel.load(), embeddings::embedAll, embeddings::embedInContext,
                new Grounding.CrossCheck(crossEncoder::enabled, crossEncoder::score, crossEncoder::weight));
    }
}
