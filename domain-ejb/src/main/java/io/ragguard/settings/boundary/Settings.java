package io.ragguard.settings.boundary;

import java.util.Optional;
import jakarta.enterprise.inject.Instance;
import jakarta.enterprise.inject.Any;
import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.audit.boundary.AuditFilter;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.database.AfterCommit;
import io.ragguard.settings.control.DatabaseConfigSource;
import io.ragguard.settings.control.SecretBox;
import io.ragguard.settings.control.SettingsSync;
import io.ragguard.settings.entity.Setting;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.TransactionSynchronizationRegistry;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;
import org.eclipse.microprofile.config.spi.ConfigSource;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;

/**
 * Reads and changes the live settings; every change is checked against its definition (a tenant must
 * exist), stored and audited. A secret is stored encrypted and neither shown nor audited, only whether
 * it is set. A deleted tenant's overrides are reset with it.
 */
@Stateless
public class Settings {

    @PersistenceContext
    EntityManager em;

    @Inject
    Config config;

    @Inject
    SettingCatalog catalog;

    @Inject
    SettingsSync sync;

    @Resource
    TransactionSynchronizationRegistry transactions;

    @Inject
    AuditLog audit;

    @Inject
    Tenants tenants;

    @Inject
    SecretBox box;

    @Inject
    @Any
    Instance<SettingValues> ownedValues;

    static final String JUDGE = "retrieval.reference.model";
    static final String SECRET_SET = "(secret set)";
    private static final String BASE_URL = "llm.base-url";
    private static final String API_KEY = "llm.api-key";
    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^:}]+)(?::([^}]*))?}");

    /**
     * Applies a change on this node at once, for this request's answer, and again once the transaction
     * has committed: a periodic reload that read the database before the commit may have put the old
     * value back meanwhile, and the next request must see the new one. (A change rolled back is undone
     * by the next reload.)
     */
    private void applyNowAndOnCommit(String name, String value) {
        sync.changed(name, value);
        AfterCommit.run(transactions, () -> sync.changed(name, value));
    }

    /** Every setting, and every tenant override that has a value. */
    public List<SettingView> all() {
        List<SettingView> views = new ArrayList<>(catalog.all().stream().map(this::view).toList());
        StreamSupport.stream(config.getPropertyNames().spliterator(), false)
                .filter(name -> TenantOverride.parse(name).isPresent()).sorted().distinct()
                .forEach(name -> views.add(view(catalog.require(name))));
        return views;
    }

    public SettingView get(String asked) {
        String name = RenamedSettings.current(asked);
        return view(catalog.require(name));
    }

    /**
     * The value as a change would store it, or the refusal naming what the catalogue allows, without
     * changing anything: for a form to check a field before it saves.
     */
    public String check(String asked, String rawValue) {
        String name = RenamedSettings.current(asked);
        return catalog.normalize(name, rawValue);
    }

    public SettingView change(String asked, String rawValue, String actor) {
        String name = RenamedSettings.current(asked);
        SettingDefinition definition = catalog.require(name);
        String value = catalog.normalize(name, rawValue);
        if (definition.type() == SettingType.TENANT && !tenants.exists(value)
                || owned(definition.type()).filter(names -> names.stream().noneMatch(value::equalsIgnoreCase)).isPresent()) {
            throw definition.refused(value);
        }
        TenantOverride.parse(name).filter(o -> !tenants.exists(o.tenant())).ifPresent(o -> {
            throw new InvalidSettingException(name, "there is no tenant " + o.tenant());
        });
        if (JUDGE.equals(name)) {
            requireConfiguredProvider(value);
        }
        String old = config.getOptionalValue(name, String.class).orElse(null);
        String stored = definition.secret() ? box.seal(name, value) : value;
        Setting setting = em.find(Setting.class, name);
        if (setting == null) {
            em.persist(new Setting(name, stored, actor));
        } else {
            setting.change(stored, actor);
        }
        audit.record(actor, "setting.change", name, shown(definition, old), shown(definition, value));
        em.flush();
        applyNowAndOnCommit(name, stored);
        if (!value.equals(old)) {
            forgetKeyOfAnotherAddress(name, actor);
        }
        return view(definition);
    }

    /**
     * A key goes only to the address it was saved with: when {@code llm.base-url} (or a tenant's) changes,
     * the stored {@code llm.api-key} beside it is removed, audited as a reset, and must be set again for
     * the new address. (A key the environment sets is the operator's, and stays.)
     */
    private void forgetKeyOfAnotherAddress(String name, String actor) {
        if (!name.equals(BASE_URL) && !name.endsWith("." + BASE_URL)) {
            return;
        }
        String key = name.substring(0, name.length() - BASE_URL.length()) + API_KEY;
        Setting stored = em.find(Setting.class, key);
        if (stored != null) {
            audit.record(actor, "setting.reset", key, SECRET_SET, null);
            em.remove(stored);
            em.flush();
            applyNowAndOnCommit(key, null);
        }
    }

    /**
     * The passage judge may name a provider only when one is configured: as {@code llm.provider}, or as a
     * tenant's. (It is refused, not silently replaced by the local judge.)
     */
    private void requireConfiguredProvider(String judge) {
        if ("local".equals(judge)) {
            return;
        }
        boolean configured = StreamSupport.stream(config.getPropertyNames().spliterator(), false)
                .filter(n -> n.equals("llm.provider") || TenantOverride.parse(n)
                        .filter(o -> o.setting().equals("llm.provider")).isPresent())
                .anyMatch(n -> config.getOptionalValue(n, String.class).filter(judge::equalsIgnoreCase).isPresent());
        if (!configured) {
            throw new InvalidSettingException(JUDGE, JUDGE + " names " + judge + ", but no provider " + judge
                    + " is configured: set llm.provider (or a tenant's) to " + judge + " first");
        }
    }

    /** A value as the audit log keeps it: a secret only as set or not. */
    private static String shown(SettingDefinition definition, String value) {
        return definition.secret() && value != null ? SECRET_SET : value;
    }

    /**
     * The values a setting was given, newest first, as the audit keeps them: each change's new value
     * (a secret's only as set), or none for a reset to the default.
     */
    public List<AuditEntry> history(String asked, int max) {
        String name = RenamedSettings.current(asked);
        catalog.require(name);
        return audit.find(new AuditFilter(null, "setting", null, null, name), 0, max);
    }

    /**
     * Gives a setting again the value an audited change gave it, or resets it when that entry is a reset;
     * audited as a change (or reset) of its own.
     *
     * @throws InvalidSettingException when the entry is not one of this setting's, or the setting is a secret
     */
    public SettingView restore(String asked, long auditId, String actor) {
        String name = RenamedSettings.current(asked);
        SettingDefinition definition = catalog.require(name);
        AuditEntry entry = audit.one(auditId).filter(e -> e.target().equals(name) && e.action().startsWith("setting."))
                .orElseThrow(() -> new InvalidSettingException(name, "audit entry " + auditId + " is not a change of "
                        + name));
        if (definition.secret()) {
            throw new InvalidSettingException(name, name + " is a secret: its earlier values are not kept; set it again");
        }
        return entry.newValue() == null ? reset(name, actor) : change(name, entry.newValue(), actor);
    }

    /** Removes an admin's override, so the environment or built-in default applies again. */
    public SettingView reset(String asked, String actor) {
        String name = RenamedSettings.current(asked);
        SettingDefinition definition = catalog.require(name);
        Setting setting = em.find(Setting.class, name);
        if (setting != null) {
            audit.record(actor, "setting.reset", name, shown(definition, setting.getValue()), null);
            em.remove(setting);
            em.flush();
            applyNowAndOnCommit(name, null);
        }
        return view(definition);
    }

    /** The values to choose from: the catalogue's, or those of the component that owns them (tone styles). */
    private List<String> choices(SettingDefinition definition) {
        return owned(definition.type()).orElse(definition.choices());
    }

    /** The values of a kind of setting that another component owns ({@link SettingValues}); empty for others. */
    private Optional<List<String>> owned(SettingType type) {
        return ownedValues.stream().filter(values -> values.type() == type).findFirst().map(SettingValues::names);
    }

    /**
     * A deleted tenant's overrides ({@code tenant.<id>.*}) are reset, each audited as a reset: a later
     * tenant of the same id starts from the settings of all tenants, not from the deleted one's.
     */
    public void forget(@Observes TenantDeleted tenant) {
        em.createNamedQuery(Setting.ALL, Setting.class).getResultStream().map(Setting::getName)
                .filter(name -> TenantOverride.parse(name).filter(o -> o.tenant().equals(tenant.id())).isPresent())
                .toList()
                .forEach(name -> reset(name, tenant.actor()));
    }

    private SettingView view(SettingDefinition definition) {
        ConfigValue value = config.getConfigValue(definition.name());
        String source = value.getValue() == null ? "unset"
                : DatabaseConfigSource.NAME.equals(value.getSourceName()) ? "database"
                : value.getSourceName() != null && value.getSourceName().toLowerCase().contains("env") ? "environment"
                : "default";
        boolean secret = definition.secret();
        return new SettingView(definition.name(), secret ? null : value.getValue(), secret ? value.getValue() != null
                : null, source, definition.type(), definition.min(), definition.max(), choices(definition),
                definition.allowed(), definition.description(), secret ? null : defaultValue(definition.name()));
    }

    /**
     * The value without an admin's: the first source below the database's that has one, its
     * {@code ${NAME:default}} expressions resolved as the configuration resolves them.
     */
    private String defaultValue(String name) {
        for (ConfigSource source : config.getConfigSources()) {
            if (!DatabaseConfigSource.NAME.equals(source.getName())) {
                String value = source.getValue(name);
                if (value != null) {
                    return EXPRESSION.matcher(value).replaceAll(m -> Matcher.quoteReplacement(
                            config.getOptionalValue(m.group(1), String.class)
                                    .orElse(m.group(2) == null ? "" : m.group(2))));
                }
            }
        }
        return null;
    }
}
