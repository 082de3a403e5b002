package io.ragguard.retrieval.reference;

import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.LlmClient;
import io.ragguard.retrieval.boundary.Passage;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import io.ragguard.settings.boundary.RenamedSettings;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.Config;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Optional;

/**
 * Validates the retrieved passages before they become context, by the settings read on every call:
 * off ({@code retrieval.reference.enabled=false}, the default) keeps them all; on, the
 * validator named by {@code retrieval.reference.model} judges them ({@code local}: by coverage and
 * similarity; a provider's name: that provider's model, through the router, at temperature 0) and at
 * most {@code retrieval.reference.max-passages} accepted ones are kept. The settings refuse a
 * provider that no {@code llm.provider} names; should it stop being configured later, every passage is
 * judged unsure (and dropped) with that reason, never silently judged another way.
 */
@ApplicationScoped
public class ReferenceValidation {

    static final String LOCAL = "local";
    private static final System.Logger LOG = System.getLogger(ReferenceValidation.class.getName());

    @Inject
    Generator generator;

    @Inject
    Embeddings embeddings;

    @Inject
    Config config;

    Provider<Boolean> enabled = () -> setting("retrieval.reference.enabled", Boolean.class);
    Provider<String> model = () -> setting("retrieval.reference.model", String.class);
    Provider<Integer> maxRefs = () -> setting("retrieval.reference.max-passages", Integer.class);
    Provider<Double> acceptCoverage = () -> setting("retrieval.reference.local.accept-coverage", Double.class);
    Provider<Double> rejectCoverage = () -> setting("retrieval.reference.local.reject-coverage", Double.class);
    Provider<Double> acceptSimilarity = () -> setting("retrieval.reference.local.accept-similarity", Double.class);
    Provider<Double> rejectSimilarity = () -> setting("retrieval.reference.local.reject-similarity", Double.class);

    /** The passages to use as context: all of them when validation is off, else the accepted ones. */
    public List<Passage> filter(String question, List<Passage> passages) {
        if (!enabled.get()) {
            return passages;
        }
        return ReferenceSelection.accepted(judge(question, passages), maxRefs.get());
    }

    /** The decision on every passage, for recording; every passage accepted when validation is off. */
    public List<JudgedPassage> judge(String question, List<Passage> passages) {
        if (passages.isEmpty()) {
            return List.of();
        }
        return validator().judge(question, passages);
    }

    ReferenceValidator validator() {
        if (!enabled.get()) {
            return new NoReferenceValidation();
        }
        String wanted = model.get().strip();
        if (LOCAL.equalsIgnoreCase(wanted)) {
            return local();
        }
        Optional<LlmClient> client = generator.judge(wanted);
        if (client.isEmpty()) {
            LOG.log(Level.WARNING, "the passage judge " + wanted + " is not configured: no llm.provider names it");
            return (question, passages) -> passages.stream().map(p -> new JudgedPassage(p, PassageDecision.UNSURE,
                    wanted + " is not configured: no llm.provider names it")).toList();
        }
        return new LlmReferenceValidation(client.get());
    }

    private ReferenceValidator local() {
        return new LocalReferenceValidation(new LocalReferenceValidation.Thresholds(acceptCoverage.get(),
                rejectCoverage.get(), acceptSimilarity.get(), rejectSimilarity.get()), embeddings::embed);
    }

    /** A setting read on every call, by its new name or (for one release) its old one ({@link RenamedSettings}). */
    private <T> T setting(String name, Class<T> type) {
        return RenamedSettings.value(config, name, type);
    }
}
