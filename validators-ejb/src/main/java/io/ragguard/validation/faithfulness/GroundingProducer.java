package io.ragguard.validation.faithfulness;

import io.ragguard.embedding.control.DistilledVectors;
import io.ragguard.embedding.control.TokenVectors;
import io.ragguard.validation.crossencoder.CrossEncoder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The one {@link Grounding} that faithfulness and claims score with: the fitted model on the class
 * path, the word-piece vectors distilled from the embedding model (no pass of the model per
 * answer) and, once {@code validator.cross-encoder.model} names one, the
 * cross-encoder with the weight {@code validator.cross-encoder.weight}. One instance (the
 * {@code @Singleton} pseudo-scope, which needs no client proxy), so that the claims faithfulness
 * scored are the ones claims finds scored. The word lists the signals read (common words, WordNet's
 * synonyms) are loaded here, with the model, rather than on the first answer. It keeps the last
 * {@code grounding.evidence.cache.lists} evidence lists split (256, about 200 KB each for three
 * 256-token passages; 0 keeps none), read at start.
 */
@ApplicationScoped
public class GroundingProducer {

    @Inject
    @ConfigProperty(name = "grounding.evidence.cache.lists", defaultValue = "256")
    int evidenceLists;

    @Produces
    @Singleton
    Grounding grounding(DistilledVectors distilled, CrossEncoder crossEncoder) {
        TextSignals.load();
        TokenVectors tokens = distilled.vectors();
        return new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces,
                new Grounding.CrossCheck(crossEncoder::enabled, crossEncoder::scoreAll, crossEncoder::weight),
                evidenceLists);
    }
}
