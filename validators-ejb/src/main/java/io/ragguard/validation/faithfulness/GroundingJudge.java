package io.ragguard.validation.faithfulness;

import io.ragguard.validation.spi.Evidence;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A second opinion on the sentences the local models are unsure of ({@code validator.grounding.judge}):
 * for a tenant, the question, the evidence and the sentences, a verdict ({@code supported},
 * {@code unsupported} or {@code contradicted}) for each sentence it could judge, by its index in the
 * list; an empty map when it could not judge any (no model to ask, a timeout, a reply it could not read),
 * in which case the local verdicts stand.
 */
public interface GroundingJudge {

    /** No second opinion: every local verdict stands. */
    GroundingJudge NONE = (tenant, question, evidence, sentences, timeout) -> Map.of();

    Map<Integer, String> judge(String tenant, String question, List<Evidence> evidence, List<String> sentences,
                               Duration timeout);
}
