package io.ragguard.policy.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.policy.entity.Policy;
import io.ragguard.request.Problem;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.settings.boundary.TenantOverride;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonObjectBuilder;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.io.StringReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Validation policies: a named set of {@code validation.*} and {@code validator.*} values, for every tenant or
 * for one (then stored as the tenant's overrides), drafted with each value checked by the catalogue, published
 * all at once (each change audited as any setting's, the publish itself as {@code policy.publish}), and rolled
 * back to the values publishing replaced ({@code policy.rollback}).
 */
@Stateless
public class Policies {

    /** What the replaced values hold for a setting that had no stored value: a rollback resets it. */
    static final String NONE = "";

    @PersistenceContext
    EntityManager em;

    @Inject
    Settings settings;

    @Inject
    Tenants tenants;

    @Inject
    AuditLog audit;

    /**
     * Stores a draft; nothing is in force until it is published.
     *
     * @throws io.ragguard.request.InvalidRequestException naming the field at fault
     * @throws InvalidSettingException naming a setting a policy cannot hold, or a value outside its definition
     */
    public PolicyView create(PolicyDraft asked, String actor) {
        PolicyDraft draft = asked.normalized();
        draft.problem().ifPresent(Problem::raise);
        if (draft.tenant() != null) {
            tenants.require(draft.tenant());
        }
        Map<String, String> values = new LinkedHashMap<>();
        draft.settings().forEach((name, value) -> {
            if (!holds(name)) {
                throw new InvalidSettingException(String.valueOf(name), name + " is not a validation setting: a "
                        + "policy holds validation.* and validator.* settings (but validator.cross-encoder.*)");
            }
            values.put(name, settings.check(target(draft.tenant(), name), value));
        });
        Policy policy = new Policy(draft.name(), draft.tenant(), json(values), draft.note(), actor);
        em.persist(policy);
        em.flush();
        audit.record(actor, "policy.create", "policy " + policy.getId(), null, describe(policy));
        return view(policy);
    }

    /** Every policy, newest first. */
    public List<PolicyView> all() {
        return em.createNamedQuery(Policy.ALL, Policy.class).getResultStream().map(Policies::view).toList();
    }

    public Optional<PolicyView> one(long id) {
        return Optional.ofNullable(em.find(Policy.class, id)).map(Policies::view);
    }

    /**
     * Puts a draft's values in force at once, keeping the stored values they replace; empty when there is no
     * such policy.
     *
     * @throws PolicyStateException when it is not a draft
     */
    public Optional<PolicyView> publish(long id, String actor) {
        Policy policy = em.find(Policy.class, id);
        if (policy == null) {
            return Optional.empty();
        }
        if (policy.getStatus() != PolicyStatus.DRAFT) {
            throw new PolicyStateException("policy " + id + " is " + label(policy.getStatus())
                    + "; only a draft is published (make a new draft from it)");
        }
        Map<String, String> replaced = new LinkedHashMap<>();
        read(policy.getSettings()).forEach((name, value) -> {
            String target = target(policy.getTenantId(), name);
            SettingView before = settings.get(target);
            replaced.put(name, "database".equals(before.source()) && before.value() != null ? before.value() : NONE);
            settings.change(target, value, actor);
        });
        policy.published(json(replaced), actor);
        audit.record(actor, "policy.publish", "policy " + id, json(replaced), policy.getSettings());
        return Optional.of(view(policy));
    }

    /**
     * Gives back the values a published policy replaced (a setting that had none is reset); empty when there
     * is no such policy.
     *
     * @throws PolicyStateException when it is not in force
     */
    public Optional<PolicyView> rollback(long id, String actor) {
        Policy policy = em.find(Policy.class, id);
        if (policy == null) {
            return Optional.empty();
        }
        if (policy.getStatus() != PolicyStatus.PUBLISHED) {
            throw new PolicyStateException("policy " + id + " is " + label(policy.getStatus())
                    + "; only a published policy is rolled back");
        }
        read(policy.getReplaced()).forEach((name, value) -> {
            String target = target(policy.getTenantId(), name);
            if (value.equals(NONE)) {
                settings.reset(target, actor);
            } else {
                settings.change(target, value, actor);
            }
        });
        policy.rolledBack(actor);
        audit.record(actor, "policy.rollback", "policy " + id, policy.getSettings(), policy.getReplaced());
        return Optional.of(view(policy));
    }

    /** Whether a policy may hold the setting: a validation setting a tenant may override too. */
    public static boolean holds(String name) {
        return name != null && (name.startsWith("validation.") || name.startsWith("validator."))
                && TenantOverride.overridable(name);
    }

    /** The setting a policy's value is stored under: the tenant's override for a tenant's policy. */
    public static String target(String tenant, String name) {
        return tenant == null ? name : TenantOverride.name(tenant, name);
    }

    private static String label(PolicyStatus status) {
        return status.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    private static String describe(Policy policy) {
        return policy.getName() + (policy.getTenantId() == null ? "" : " @" + policy.getTenantId()) + ": "
                + policy.getSettings();
    }

    static String json(Map<String, String> values) {
        JsonObjectBuilder object = Json.createObjectBuilder();
        values.forEach(object::add);
        return object.build().toString();
    }

    static Map<String, String> read(String json) {
        Map<String, String> values = new LinkedHashMap<>();
        if (json == null || json.isBlank()) {
            return values;
        }
        try (var reader = Json.createReader(new StringReader(json))) {
            JsonObject object = reader.readObject();
            for (Map.Entry<String, JsonValue> entry : object.entrySet()) {
                values.put(entry.getKey(), entry.getValue() instanceof JsonString text ? text.getString()
                        : entry.getValue().toString());
            }
        }
        return values;
    }

    private static PolicyView view(Policy p) {
        return new PolicyView(p.getId(), p.getName(), p.getTenantId(), read(p.getSettings()), p.getNote(),
                p.getStatus(), p.getCreatedBy(), p.getCreatedAt(), p.getPublishedBy(), p.getPublishedAt(),
                p.getReplaced() == null ? null : read(p.getReplaced()), p.getRolledBackBy(), p.getRolledBackAt());
    }
}
