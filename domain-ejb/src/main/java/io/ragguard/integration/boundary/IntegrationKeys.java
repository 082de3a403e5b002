package io.ragguard.integration.boundary;

import io.ragguard.request.Problem;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.integration.entity.IntegrationKey;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Integration keys: made (the value shown once), listed, revoked, each audited ({@code key.create},
 * {@code key.revoke}), and checked when a request presents one. Only a SHA-256 digest of a key is stored;
 * keys are 27 random characters (160 bits), so a slow hash would add nothing. A deleted tenant leaves every key's scope.
 */
@Stateless
public class IntegrationKeys {

    /** What every key made here starts with, so that it is recognised in logs and secret scanners. */
    public static final String PREFIX = "rg-";
    /** How many characters of a key its listing shows. */
    static final int SHOWN = 7;
    private static final SecureRandom RANDOM = new SecureRandom();
    private static final char[] ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ".toCharArray();

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    @Inject
    Tenants tenants;

    /**
     * Makes a key for a draft.
     *
     * @throws io.ragguard.request.InvalidRequestException for a draft with a {@link KeyDraft#problem}
     * @throws RefusedKeyException when a tenant does not exist or the name is taken
     */
    public CreatedKey create(KeyDraft draft, String actor) {
        draft.problem(Instant.now()).ifPresent(Problem::raise);
        return store(PREFIX + random(27), draft, actor);
    }

    /**
     * Stores a key whose value is given (the demo's {@code rg-demo-key}); nothing when a key of that
     * name exists already.
     */
    public Optional<KeyView> install(String key, KeyDraft draft, String actor) {
        if (!em.createNamedQuery(IntegrationKey.BY_NAME, IntegrationKey.class).setParameter("name", draft.name())
                .getResultList().isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(store(key, draft, actor).view());
    }

    private CreatedKey store(String key, KeyDraft draft, String actor) {
        for (String tenant : draft.tenants()) {
            if (!tenants.exists(tenant)) {
                throw new RefusedKeyException("tenants", "there is no tenant " + tenant);
            }
        }
        String folded = folded(draft.name());
        em.createNamedQuery(IntegrationKey.ALL, IntegrationKey.class).getResultStream()
                .filter(existing -> folded(existing.getName()).equals(folded)).findFirst().ifPresent(existing -> {
                    throw new RefusedKeyException("name", "a key named " + existing.getName() + " exists, and "
                            + draft.name() + " reads the same");
                });
        IntegrationKey stored = new IntegrationKey(draft.name(), key.substring(0, Math.min(SHOWN, key.length())),
                digest(key), Set.copyOf(draft.tenants()), draft.expiresAt(), draft.ratePerMinute(), actor);
        em.persist(stored);
        em.flush();
        KeyView view = view(stored);
        audit.record(actor, "key.create", "key " + view.name(), null, "tenants " + String.join(", ", view.tenants())
                + (view.expiresAt() == null ? "" : "; expires " + view.expiresAt())
                + (view.ratePerMinute() == null ? "" : "; " + view.ratePerMinute() + " per minute"));
        return new CreatedKey(key, view);
    }

    /**
     * A key's name as records and metrics show it to a person: in NFKC, lower case, letters of other
     * scripts that pose as Latin ones as those. Two names that fold alike ("Demo", "dеmo" with a
     * Cyrillic е) cannot both be keys.
     */
    static String folded(String name) {
        String plain = java.text.Normalizer.normalize(name, java.text.Normalizer.Form.NFKC);
        StringBuilder folded = new StringBuilder(plain.length());
        for (char c : plain.toCharArray()) {
            folded.append(io.ragguard.text.Normalized.asLatin(c));
        }
        return folded.toString().toLowerCase(java.util.Locale.ROOT);
    }

    /** Every key, newest first, revoked ones too. */
    public List<KeyView> all() {
        return em.createNamedQuery(IntegrationKey.ALL, IntegrationKey.class).getResultStream()
                .map(IntegrationKeys::view).toList();
    }

    public Optional<KeyView> find(long id) {
        return Optional.ofNullable(em.find(IntegrationKey.class, id)).map(IntegrationKeys::view);
    }

    /** Revokes a key at once; audited. False when there is no such key or it was revoked already. */
    public boolean revoke(long id, String actor) {
        IntegrationKey key = em.find(IntegrationKey.class, id);
        if (key == null || key.getRevokedAt() != null) {
            return false;
        }
        key.revoke(actor);
        audit.record(actor, "key.revoke", "key " + key.getName(), null, "revoked");
        return true;
    }

    /** The key a request presents, when it is one that is accepted now (not revoked, not expired). */
    public Optional<KeyView> authenticate(String presented) {
        if (presented == null || presented.isBlank() || presented.length() > 200) {
            return Optional.empty();
        }
        return em.createNamedQuery(IntegrationKey.BY_DIGEST, IntegrationKey.class)
                .setParameter("digest", digest(presented.strip())).getResultStream().findFirst()
                .map(IntegrationKeys::view).filter(view -> view.usable(Instant.now()));
    }

    /** A deleted tenant leaves every key's scope. */
    public void forget(@Observes TenantDeleted tenant) {
        em.createNamedQuery(IntegrationKey.ALL, IntegrationKey.class).getResultList()
                .forEach(key -> key.forget(tenant.id()));
    }

    static String digest(String key) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }

    /** {@code length} characters of [0-9a-zA-Z], about 5.95 random bits each. */
    static String random(int length) {
        StringBuilder key = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            key.append(ALPHABET[RANDOM.nextInt(ALPHABET.length)]);
        }
        return key.toString();
    }

    private static KeyView view(IntegrationKey key) {
        return new KeyView(key.getId(), key.getName(), key.getPrefix(), key.getTenants().stream().sorted().toList(),
                key.getExpiresAt(), key.getRatePerMinute(), key.getCreatedAt(), key.getCreatedBy(),
                key.getRevokedAt(), key.getRevokedBy());
    }
}
