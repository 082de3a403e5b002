package io.ragguard.validation.grounding;

import io.ragguard.embedding.boundary.DistilledVectors;
import io.ragguard.embedding.boundary.TokenVectors;
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
 * {@code grounding.evidence.cache.passages} passages split (1,024, about 50 KB each for a 256-token
 * passage) and the last {@code grounding.evidence.cache.lists} lists joined from them (256, about
 * 70 KB each for three such passages, beyond the passages'); 0 keeps none; read at start.
 */
@ApplicationScoped
public class GroundingProducer {

    @Inject
    @ConfigProperty(name = "grounding.evidence.cache.lists", defaultValue = "256")
    int evidenceLists;

    @Inject
    @ConfigProperty(name = "grounding.evidence.cache.passages", defaultValue = "1024")
    int evidencePassages;

    @Produces
    @Singleton
    Grounding grounding(DistilledVectors distilled, CrossEncoder crossEncoder) {
        TextSignals.load();
        TokenVectors tokens = distilled.vectors();
        return new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces,
                new Grounding.CrossCheck(crossEncoder::enabled, crossEncoder::scoreAll, crossEncoder::weight,
                        crossEncoder::margin),
                evidenceLists, evidencePassages);
    }
}
