package io.ragguard.validation.schema;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.guardrail.boundary.GuardKind;
import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.guardrail.boundary.GuardrailSync;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;

/**
 * The answer holds every {@code required_section} of the guard lists for its tenant
 * ({@link RequiredSections}); none configured passes. A missing one fails with
 * {@code missing_section:<name>}, without a patch. It checks the answer as the patching validators
 * left it. The score is the share of sections present.
 */
@ApplicationScoped
public class SchemaFormat implements Validator {

    public static final String NAME = "schema-format";

    @Inject
    GuardrailSync guardrails;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the answer holds every required section of the guard lists");
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        List<String> sections = guardrails.current().of(GuardKind.REQUIRED_SECTION, input.tenant()).stream()
                .map(GuardEntryView::pattern).distinct().toList();
        return judge(input.answer(), sections);
    }

    static Verdict judge(String answer, List<String> sections) {
        if (sections.isEmpty()) {
            return Verdict.pass(1.0, null);
        }
        List<String> missing = RequiredSections.missing(answer, sections);
        double score = 1.0 - (double) missing.size() / sections.size();
        if (missing.isEmpty()) {
            return Verdict.pass(score, 1.0);
        }
        return Verdict.fail(score, 1.0, missing.stream().map(s -> "missing_section:" + RequiredSections.slug(s))
                .toArray(String[]::new));
    }
}
