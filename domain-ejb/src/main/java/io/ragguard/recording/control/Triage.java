package io.ragguard.recording.control;

import io.ragguard.recording.boundary.ClaimOutcome;
import io.ragguard.recording.boundary.Severity;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.recording.entity.ValidationRecord;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A recorded answer's severity ({@link Severity#of}) and group key ({@link GroupKey}), from what was recorded
 * about it: one way for a record as it is written and for one written before there was triage. A tenant's
 * domain is regulated when {@code review.regulated-domains} lists it (read when a record is triaged: a change
 * applies to the records made after it).
 */
@ApplicationScoped
public class Triage {

    public static final String REGULATED_DOMAINS = "review.regulated-domains";

    @Inject
    Tenants tenants;

    @Inject
    @ConfigProperty(name = REGULATED_DOMAINS, defaultValue = "pharma,health,finance,insurance,legal")
    Provider<String> regulatedDomains;

    /** For CDI, which injects the tenants and the setting. */
    protected Triage() {
    }

    /** A triage on these tenants and this setting, without CDI. */
    public Triage(Tenants tenants, Provider<String> regulatedDomains) {
        this.tenants = tenants;
        this.regulatedDomains = regulatedDomains;
    }

    /** What triage gives a record: its severity (null: it needs no review) and its group key. */
    public record Triaged(Severity severity, String groupKey) {
    }

    public Triaged of(ValidationRecord r) {
        List<ValidatorOutcome> outcomes = r.getValidatorRuns().stream().map(ReviewItems::outcome).toList();
        List<ClaimOutcome> claims = r.getClaims().stream().map(ReviewItems::claim).toList();
        boolean regulated = r.getStatus().flagged() && regulated(r.getTenantId());
        Severity severity = Severity.of(r.getStatus(), outcomes, claims, regulated).orElse(null);
        List<String> flagging = outcomes.stream().filter(ValidatorOutcome::flagged).map(ValidatorOutcome::validator)
                .toList();
        return new Triaged(severity, GroupKey.of(r.getTenantId(), r.getCreatedAt(), r.getQuestion(), r.getStatus(),
                flagging));
    }

    private boolean regulated(String tenant) {
        Set<String> regulated = Arrays.stream(regulatedDomains.get().split(",")).map(String::strip)
                .filter(domain -> !domain.isEmpty()).collect(Collectors.toSet());
        return !regulated.isEmpty() && tenants.domainOf(tenant).filter(regulated::contains).isPresent();
    }
}
