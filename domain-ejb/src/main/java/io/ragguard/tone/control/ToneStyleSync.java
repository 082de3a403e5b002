package io.ragguard.tone.control;

import io.ragguard.snapshot.PeriodicRefresh;
import io.ragguard.tone.boundary.ToneStyle;
import io.ragguard.tone.entity.CustomToneStyle;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every tone style as answers read it: the built-in ones, then the ones admins created, as an immutable
 * snapshot loaded at start, refreshed every {@code guardrails.refresh.seconds} (so another node's change
 * arrives within seconds) and reloaded by the {@code ToneStyles} boundary right after a change.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class ToneStyleSync {

    private static final System.Logger LOG = System.getLogger(ToneStyleSync.class.getName());

    @PersistenceContext
    EntityManager em;

    @Resource
    ManagedScheduledExecutorService scheduler;

    @Inject
    @ConfigProperty(name = "guardrails.refresh.seconds", defaultValue = "5")
    int refreshSeconds;

    private volatile List<ToneStyle> current = BuiltInStyles.ALL;
    private PeriodicRefresh refresher;

    @PostConstruct
    void start() {
        refresher = PeriodicRefresh.start(this::reload, refreshSeconds, scheduler, LOG,
                "tone style refresh failed; keeping the last snapshot");
    }

    /** The built-in styles, then the created ones by name. */
    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public List<ToneStyle> all() {
        return current;
    }

    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public Optional<ToneStyle> named(String name) {
        String wanted = name == null ? "" : name.strip();
        return current.stream().filter(s -> s.name().equalsIgnoreCase(wanted)).findFirst();
    }

    /** Reads the created styles, in the caller's transaction when there is one (so it sees the caller's change). */
    public void reload() {
        List<ToneStyle> styles = new ArrayList<>(BuiltInStyles.ALL);
        em.createNamedQuery(CustomToneStyle.ALL, CustomToneStyle.class).getResultList().stream()
                .map(CustomToneStyle::style).forEach(styles::add);
        current = List.copyOf(styles);
    }

    @PreDestroy
    void stop() {
        if (refresher != null) {
            refresher.stop();
        }
    }
}
