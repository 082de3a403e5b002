package io.ragguard.settings.control;

import io.ragguard.settings.entity.Setting;
import io.ragguard.snapshot.PeriodicRefresh;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.HashMap;
import java.util.Map;

/**
 * Keeps {@link DatabaseConfigSource} in step with the database: loaded at start, then refreshed
 * every {@code settings.refresh.seconds}, so a change made on another node arrives within seconds.
 * The refresh reads outside a transaction: it only swaps one immutable map.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
public class SettingsSync {

    private static final System.Logger LOG = System.getLogger(SettingsSync.class.getName());

    @PersistenceContext
    EntityManager em;

    @Resource
    ManagedScheduledExecutorService scheduler;

    @Inject
    @ConfigProperty(name = "settings.refresh.seconds", defaultValue = "2")
    int refreshSeconds;

    private PeriodicRefresh refresher;

    @PostConstruct
    void start() {
        refresher = PeriodicRefresh.start(this::reload, refreshSeconds, scheduler, LOG, "settings refresh failed; keeping the last values");
    }

    /** Reads every stored setting into the config source, unless a change was applied meanwhile. */
    public void reload() {
        long ticket = DatabaseConfigSource.ticket();
        Map<String, String> values = new HashMap<>();
        em.createNamedQuery(Setting.ALL, Setting.class).getResultList()
                .forEach(s -> values.put(s.getName(), s.getValue()));
        DatabaseConfigSource.replace(values, ticket);
    }

    /** Applies a change of one setting on this node now; a null value removes it. */
    public void changed(String name, String value) {
        DatabaseConfigSource.apply(name, value);
    }

    @PreDestroy
    void stop() {
        if (refresher != null) {
            refresher.stop();
        }
    }
}
