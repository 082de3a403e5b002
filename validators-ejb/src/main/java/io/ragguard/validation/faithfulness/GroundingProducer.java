package io.ragguard.validation.faithfulness;

import io.ragguard.embedding.control.Embeddings;
import io.ragguard.validation.crossencoder.CrossEncoder;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.Config;

/**
 * The one {@link Grounding} that faithfulness and claims score with: the fitted model on the class
 * path, the container's encoder and, once {@code validator.cross-encoder.model} names one, the
 * cross-encoder with the weight {@code validator.cross-encoder.weight}. One instance (the
 * {@code @Singleton} pseudo-scope, which needs no client proxy), so that the claims faithfulness
 * scored are the ones claims finds scored.
 */
@ApplicationScoped
public class GroundingProducer {

    /** The cross-encoder's weight in a claim's score when one is configured. */
    static final String CROSS_ENCODER_WEIGHT = "validator.cross-encoder.weight";
    static final double DEFAULT_CROSS_ENCODER_WEIGHT = 0.5;

    @Produces
    @Singleton
    Grounding grounding(Embeddings embeddings, CrossEncoder crossEncoder, Config config) {
        return new Grounding(FaithfulnessModel.load(), embeddings::embedAll, embeddings::embedInContext,
                new Grounding.CrossCheck(crossEncoder::enabled, crossEncoder::score,
                        () -> config.getOptionalValue(CROSS_ENCODER_WEIGHT, Double.class)
                                .orElse(DEFAULT_CROSS_ENCODER_WEIGHT)));
    }
}
