package io.ragguard.console.keys;

import io.ragguard.request.Problem;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.integration.boundary.CreatedKey;
import io.ragguard.integration.boundary.IntegrationKeys;
import io.ragguard.integration.boundary.KeyDraft;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.integration.boundary.RefusedKeyException;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Integration keys: the list (name, first characters, tenants, expiry, rate limit, who made or revoked
 * it), a form that makes one and shows its value this once, and revoking one after a confirmation.
 * {@link IntegrationKeys} audits both.
 */
@Named
@ViewScoped
public class KeysPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    IntegrationKeys keys;

    @Inject
    Tenants tenants;

    private List<String> tenantIds;
    private String name;
    private List<String> chosenTenants = new ArrayList<>();
    private LocalDate expires;
    private Integer ratePerMinute;
    private String issued;

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
    }

    public List<KeyView> getKeys() {
        return keys.all();
    }

    public boolean revoked(KeyView key) {
        return key.revokedAt() != null;
    }

    /** Whether the key has passed its last day. */
    public boolean expired(KeyView key) {
        return KeyDates.expired(key, Instant.now());
    }

    /** The last day (UTC) the key works on, as it was entered; null for a key that never expires. */
    public String lastDay(KeyView key) {
        LocalDate last = KeyDates.lastDay(key.expiresAt());
        return last == null ? null : last.toString();
    }

    public void create() {
        issued = null;
        Instant expiresAt = expires == null ? null : expires.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
        KeyDraft draft = new KeyDraft(name, chosenTenants, expiresAt, ratePerMinute);
        Optional<Problem> problem = draft.problem(Instant.now());
        if (problem.isPresent()) {
            Growl.error("Not made", problem.get().message());
            return;
        }
        try {
            CreatedKey created = keys.create(draft, Account.signedIn());
            issued = created.key();
            Growl.info("Made", "key " + created.view().name() + ": copy its value now, it is not shown again");
            name = null;
            chosenTenants = new ArrayList<>();
            expires = null;
            ratePerMinute = null;
        } catch (RefusedKeyException refused) {
            Growl.error("Not made", refused.reason());
        }
    }

    public void revoke(KeyView key) {
        issued = null;
        if (keys.revoke(key.id(), Account.signedIn())) {
            Growl.info("Revoked", "key " + key.name() + " is refused from now on");
        } else {
            Growl.warn("Already revoked", "key " + key.name());
        }
    }

    /** The value of the key just made: shown until the next action, and never kept beyond this view. */
    public String getIssued() {
        return issued;
    }

    public boolean isIssuedPending() {
        return issued != null;
    }

    public List<String> getTenantIds() {
        return tenantIds;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public List<String> getChosenTenants() {
        return chosenTenants;
    }

    public void setChosenTenants(List<String> chosenTenants) {
        this.chosenTenants = chosenTenants == null ? new ArrayList<>() : new ArrayList<>(chosenTenants);
    }

    public LocalDate getExpires() {
        return expires;
    }

    public void setExpires(LocalDate expires) {
        this.expires = expires;
    }

    public Integer getRatePerMinute() {
        return ratePerMinute;
    }

    public void setRatePerMinute(Integer ratePerMinute) {
        this.ratePerMinute = ratePerMinute;
    }
}
