package io.ragguard.settings.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.database.AfterCommit;
import io.ragguard.settings.control.DatabaseConfigSource;
import io.ragguard.settings.control.SettingCatalog;
import io.ragguard.settings.control.SettingsSync;
import io.ragguard.settings.entity.Setting;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.Resource;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.transaction.TransactionSynchronizationRegistry;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigValue;

import java.util.List;

/**
 * Reads and changes the live settings; every change is checked against its definition (a tenant must
 * exist), stored and audited.
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

    public List<SettingView> all() {
        return catalog.all().stream().map(this::view).toList();
    }

    public SettingView get(String name) {
        return view(catalog.require(name));
    }

    public SettingView change(String name, String rawValue, String actor) {
        SettingDefinition definition = catalog.require(name);
        String value = catalog.normalize(name, rawValue);
        if (definition.type() == SettingType.TENANT && !tenants.exists(value)) {
            throw definition.refused(value);
        }
        String old = config.getOptionalValue(name, String.class).orElse(null);
        Setting setting = em.find(Setting.class, name);
        if (setting == null) {
            em.persist(new Setting(name, value, actor));
        } else {
            setting.change(value, actor);
        }
        audit.record(actor, "setting.change", name, old, value);
        em.flush();
        applyNowAndOnCommit(name, value);
        return view(definition);
    }

    /** Removes an admin's override, so the environment or built-in default applies again. */
    public SettingView reset(String name, String actor) {
        SettingDefinition definition = catalog.require(name);
        Setting setting = em.find(Setting.class, name);
        if (setting != null) {
            audit.record(actor, "setting.reset", name, setting.getValue(), null);
            em.remove(setting);
            em.flush();
            applyNowAndOnCommit(name, null);
        }
        return view(definition);
    }

    private SettingView view(SettingDefinition definition) {
        ConfigValue value = config.getConfigValue(definition.name());
        String source = value.getValue() == null ? "unset"
                : DatabaseConfigSource.NAME.equals(value.getSourceName()) ? "database"
                : value.getSourceName() != null && value.getSourceName().toLowerCase().contains("env") ? "environment"
                : "default";
        return new SettingView(definition.name(), value.getValue(), source, definition.type(), definition.min(),
                definition.max(), definition.choices(), definition.allowed(), definition.description());
    }
}
