package io.ragguard.validation.terminology;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.util.List;
import java.util.Optional;

import static io.ragguard.settings.boundary.SettingDefinition.integer;

/**
 * The answer keeps to the tenant's term catalog: a rival tenant's term for the same concept
 * ({@link RivalTerms}) fails with {@code rival_term}, patched with the tenant's own term. The
 * catalogs are read again when the copy held is older than {@code catalog-seconds} (10).
 * Score 1 when clean, else 0.
 */
@ApplicationScoped
public class Terminology implements Validator {

    public static final String NAME = "terminology";

    @Inject
    Tenants tenants;

    private volatile Catalogs catalogs = new Catalogs(0L, List.of());

    private record Catalogs(long loadedAtNanos, List<TenantView> tenants) {
    }

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the answer uses the tenant's own terms, not a rival's")
                .patching("replaces a rival's term with the tenant's")
                .judgingSentences();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(integer("catalog-seconds", 1, 3600, "How long the term catalogs are kept before they are read again"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        List<TenantView> all = catalogs(settings.integer("catalog-seconds", 10));
        Optional<TenantView> own = all.stream().filter(t -> t.id().equals(input.tenant())).findFirst();
        if (own.isEmpty()) {
            return Verdict.skip("no_term_catalog");
        }
        String answer = input.answerOrEmpty();
        List<RivalTerms.Substitution> substitutions = RivalTerms.of(own.get(), all);
        if (RivalTerms.found(answer, substitutions).isEmpty()) {
            return Verdict.pass(1.0, null);
        }
        return Verdict.fail(0.0, null, "rival_term").withPatch(RivalTerms.substitute(answer, substitutions));
    }

    private List<TenantView> catalogs(int maxAgeSeconds) {
        Catalogs held = catalogs;
        if (held.tenants().isEmpty() || System.nanoTime() - held.loadedAtNanos() > maxAgeSeconds * 1_000_000_000L) {
            held = new Catalogs(System.nanoTime(), tenants.all());
            catalogs = held;
        }
        return held.tenants();
    }
}
