package io.ragguard.validation.coverage;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.gaps.boundary.KnowledgeGaps;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

import static io.ragguard.settings.boundary.SettingDefinition.flag;

/**
 * Names in the answer ({@link NamedEntities}) should occur in the retrieved evidence. Uncovered
 * ones warn {@code uncovered_entity} (no patch) and, unless {@code record-gaps} is off, are recorded
 * as knowledge gaps in a transaction of their own; a failure to record is logged, never fatal. The
 * score is the share of names covered. Without reliable context it is skipped.
 */
@ApplicationScoped
public class RetrievalCoverage implements Validator {

    public static final String NAME = "retrieval-coverage";
    private static final System.Logger LOG = System.getLogger(RetrievalCoverage.class.getName());
    /** Labels of the sources' structure and redaction markers: names, but never a gap in the knowledge. */
    private static final Pattern NOT_A_TOPIC = Pattern.compile("(?i)^(passage|step|section|context|source|"
            + "document|chunk|paragraph|part|item|option|table|figure|page)s?\\s*\\d+$|redacted");

    @Inject
    KnowledgeGaps gaps;

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the names in the answer occur in the evidence (and records the gaps)");
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(flag("record-gaps", "Record the names the knowledge lacks, for the knowledge team"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        if (!input.hasEvidence()) {
            return Verdict.skip("no_reliable_context");
        }
        List<String> uncovered = uncovered(input);
        if (uncovered.isEmpty()) {
            return Verdict.pass(1.0, null);
        }
        List<String> asked = askedAbout(uncovered, input.question());
        if (settings.flag("record-gaps", true) && input.tenant() != null && !asked.isEmpty()) {
            try {
                gaps.record(input.tenant(), asked, input.question());
            } catch (RuntimeException e) {
                LOG.log(Level.WARNING, "knowledge gaps not recorded: " + uncovered, e);
            }
        }
        double score = 1.0 - (double) uncovered.size() / NamedEntities.in(input.answer()).size();
        return Verdict.warn(score, null, "uncovered_entity");
    }

    /**
     * The uncovered names worth a knowledge team's time: those the question itself names (what users asked
     * about, not what a model made up), but never a label of the sources' structure ("Passage 2", "Step 1") or
     * a redaction marker ("REDACTED PHONE").
     */
    static List<String> askedAbout(List<String> uncovered, String question) {
        String asked = question == null ? "" : question.toLowerCase(Locale.ROOT);
        return uncovered.stream().filter(name -> !NOT_A_TOPIC.matcher(name).find())
                .filter(name -> asked.contains(name.toLowerCase(Locale.ROOT))).toList();
    }

    /** The answer's names that no evidence text holds. */
    static List<String> uncovered(ValidationInput input) {
        return NamedEntities.uncovered(NamedEntities.in(input.answer()),
                input.evidence().stream().map(e -> Objects.toString(e.title(), "") + "\n" + e.text()).toList());
    }
}
