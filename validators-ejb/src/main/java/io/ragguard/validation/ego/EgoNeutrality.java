package io.ragguard.validation.ego;

import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.control.GuardrailSync;
import io.ragguard.validation.identity.IdentityCheck;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * The answer speaks as a service, not a person: a match of an {@code ego_claim} regex of the guard
 * lists warns {@code anthropomorphic}, patched with the claim's stored neutral phrasing
 * ({@link NeutralPhrasing}). Score 1 when neutral, else 0.
 */
@ApplicationScoped
public class EgoNeutrality implements Validator {

    public static final String NAME = "ego-neutrality";
    private static final System.Logger LOG = System.getLogger(EgoNeutrality.class.getName());

    @Inject
    GuardrailSync guardrails;

    private final Map<String, Pattern> compiled = new ConcurrentHashMap<>();

    @Override
    public String name() {
        return NAME;
    }

    /** Patches run in a fixed order (ethics, identity-check, ego-neutrality, terminology); the checks
     *  of the final wording (schema-format, retrieval-coverage) follow them in the same phase. */
    @Override
    public Phase phase() {
        return Phase.PATCH;
    }

    @Override
    public Set<String> after() {
        return Set.of(IdentityCheck.NAME);
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        String answer = input.answer() == null ? "" : input.answer();
        List<NeutralPhrasing.Rewrite> rewrites = guardrails.current().of(GuardEntryDraft.EGO_CLAIM, input.tenant())
                .stream()
                .map(e -> {
                    Pattern claim = compile(e.pattern());
                    return claim == null ? null
                            : new NeutralPhrasing.Rewrite(claim, e.detail() == null ? "" : e.detail());
                })
                .filter(Objects::nonNull)
                .toList();
        if (!NeutralPhrasing.anthropomorphic(answer, rewrites)) {
            return Verdict.pass(1.0, null);
        }
        String rewritten = NeutralPhrasing.rewrite(answer, rewrites);
        Verdict warned = Verdict.warn(0.0, null, "anthropomorphic");
        return rewritten.equals(answer) ? warned : warned.withPatch(rewritten);
    }

    private Pattern compile(String regex) {
        if (compiled.size() > 1_000) {
            compiled.clear();
        }
        try {
            return compiled.computeIfAbsent(regex, Pattern::compile);
        } catch (PatternSyntaxException e) {
            LOG.log(Level.WARNING, "ego claim is not a valid regex, skipped: {0}", regex);
            return null;
        }
    }
}
