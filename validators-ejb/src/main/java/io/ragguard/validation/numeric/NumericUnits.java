package io.ragguard.validation.numeric;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import io.ragguard.validation.text.Figure;
import io.ragguard.validation.text.Figures;
import io.ragguard.validation.text.SentenceRemoval;
import io.ragguard.validation.text.SentenceSpans;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.List;

import static io.ragguard.settings.boundary.SettingDefinition.choice;

/**
 * Every figure in the answer ({@link Figures}) must be found in the evidence, in any passage and so
 * in the one its sentence cites: the same value ({@code 1,000} is {@code 1000}) with the same unit,
 * unless one side gives none ({@code 30 days} is supported by {@code 30 calendar days}, {@code 5 g}
 * is not by {@code 5 mg}), and with qualifiers the evidence backs ({@code 5 mg twice a day} is not
 * backed by {@code 5 mg once a day}, {@code 5 mg/kg} not by {@code 5 mg}, {@code at least 5 mg} not by
 * {@code up to 5 mg}); the evidence may write it in words ({@code thirty days}). The score is
 * the share of supported figures. The patch marks unsupported figures ({@code mode=mark}:
 * {@code [unverified: 50 mg]}) or drops their sentences ({@code remove});
 * when nothing would remain there is no patch.
 */
@ApplicationScoped
public class NumericUnits implements Validator {

    public static final String NAME = "numeric-units";
    static final String DEFAULT_MODE = "mark";

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "every figure, with its unit and qualifiers, is found in the evidence")
                .patching("marks or removes the figures the evidence does not give")
                .judgingSentences();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(choice("mode", "What happens to a figure the evidence does not support", "mark", "remove"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        if (!input.hasEvidence()) {
            return Verdict.skip("no_reliable_context");
        }
        String answer = input.answerOrEmpty();
        List<Figure> figures = Figures.in(answer);
        if (figures.isEmpty()) {
            return Verdict.pass(1.0, null);
        }
        List<Figure> known = new ArrayList<>();
        for (Evidence e : input.evidence()) {
            known.addAll(Figures.inEvidence(e.title()));
            known.addAll(Figures.inEvidence(e.text()));
        }
        List<Figure> unsupported = figures.stream().filter(f -> known.stream().noneMatch(f::matches)).toList();
        double score = 1.0 - (double) unsupported.size() / figures.size();
        if (unsupported.isEmpty()) {
            return Verdict.pass(score, null);
        }
        Verdict failed = Verdict.fail(score, null, "unsupported_number");
        String patched = "remove".equalsIgnoreCase(settings.get("mode", DEFAULT_MODE))
                ? removeSentences(answer, unsupported) : mark(answer, unsupported);
        return patched.isBlank() ? failed : failed.withPatch(patched);
    }

    private static String mark(String answer, List<Figure> unsupported) {
        StringBuilder marked = new StringBuilder();
        int copied = 0;
        for (Figure f : unsupported) {
            marked.append(answer, copied, f.start()).append("[unverified: ").append(f.text()).append(']');
            copied = f.end();
        }
        return marked.append(answer.substring(copied)).toString();
    }

    /** The answer without the sentences that hold an unsupported figure, and the space they leave. */
    private static String removeSentences(String answer, List<Figure> unsupported) {
        List<SentenceRemoval.Span> spans = SentenceSpans.of(answer).stream()
                .filter(span -> unsupported.stream().anyMatch(f -> f.start() >= span.start() && f.start() < span.end()))
                .map(span -> new SentenceRemoval.Span(span.start(), span.end())).toList();
        return SentenceRemoval.without(answer, spans);
    }
}
