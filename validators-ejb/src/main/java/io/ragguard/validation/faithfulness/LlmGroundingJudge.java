package io.ragguard.validation.faithfulness;

import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.LlmClient;
import io.ragguard.validation.spi.Evidence;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The grounding judge that asks the tenant's own model through the router ({@link Generator#judgeFor}):
 * at temperature 0, within the timeout, once, with {@link JudgePrompt}. A tenant whose answers come from
 * the extractive generator has no model to ask; a failure or a timeout is logged and leaves the local
 * verdicts standing.
 */
@ApplicationScoped
public class LlmGroundingJudge implements GroundingJudge {

    private static final System.Logger LOG = System.getLogger(LlmGroundingJudge.class.getName());

    @Inject
    Generator generator;

    @Override
    public Map<Integer, String> judge(String tenant, String question, List<Evidence> evidence, List<String> sentences,
                                      Duration timeout) {
        Optional<LlmClient> client = generator.judgeFor(tenant, timeout);
        if (client.isEmpty() || sentences.isEmpty()) {
            return Map.of();
        }
        try {
            Generation reply = client.get().generate(JudgePrompt.of(question, evidence, sentences));
            Map<Integer, String> verdicts = JudgePrompt.verdicts(reply.text(), sentences.size());
            if (verdicts.isEmpty()) {
                LOG.log(Level.WARNING, "the grounding judge {0} gave no verdict it could read", client.get().provider());
            }
            return verdicts;
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the grounding judge {0} could not judge: {1}", client.get().provider(), e.toString());
            return Map.of();
        }
    }
}
