package io.ragguard.console.identity;

import io.ragguard.generation.boundary.Generation;
import io.ragguard.generation.boundary.Generator;
import io.ragguard.generation.boundary.Prompt;
import io.ragguard.generation.boundary.Prompts;
import io.ragguard.retrieval.boundary.Retrieval;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.validation.chain.boundary.RetrievedEvidence;
import io.ragguard.validation.chain.boundary.ValidationMode;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.spi.ValidationInput;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * One question answered under a draft identity prompt, as the chat would answer it: the tenant's
 * knowledge retrieved, the draft as the system prompt, the configured generator, the validator chain
 * (unless it is off) and the tenant's tone. Nothing is recorded, published or remembered.
 */
@ApplicationScoped
public class DraftChat {

    @Inject
    Retrieval retrieval;

    @Inject
    Prompts prompts;

    @Inject
    Generator generator;

    @Inject
    ValidatorChain chain;

    @Inject
    Tone tone;

    public PreviewAnswer ask(String tenant, String draft, String question) {
        RetrievalResult context = retrieval.search(tenant, question);
        Prompt prompt = prompts.write(tenant, draft, context, List.of(), question);
        Generation generated = generator.generate(tenant, prompt);
        List<String> sources = prompt.sources().stream().map(s -> "[" + s.number() + "] " + s.title()).toList();
        if (chain.mode() == ValidationMode.OFF) {
            return new PreviewAnswer(tone.align(tenant, generated.text()), generated.text(), "not validated",
                    List.of(), generated.generator(), sources, prompt.system());
        }
        ValidationReport report = chain.validate(new ValidationInput(question, generated.text(),
                RetrievedEvidence.of(context), tenant, context.reliable(), context.averageSimilarity()));
        String served = report.refused() ? "(refused: the answer did not pass validation)"
                : tone.align(tenant, report.answer());
        return new PreviewAnswer(served, generated.text(), report.status(), report.reasons(), generated.generator(),
                sources, prompt.system());
    }
}
