package io.ragguard.guardrail.boundary;

import io.ragguard.guardrail.entity.GuardEntry;
import io.ragguard.snapshot.PeriodicRefresh;
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


/**
 * The guard lists as the validators read them: an immutable snapshot, loaded at start, refreshed
 * every {@code guardrails.refresh.seconds} (so another node's change arrives within seconds) and
 * reloaded by the {@code Guardrails} boundary right after a change.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class GuardrailSync {

    private static final System.Logger LOG = System.getLogger(GuardrailSync.class.getName());

    @PersistenceContext
    EntityManager em;

    @Resource
    ManagedScheduledExecutorService scheduler;

    @Inject
    @ConfigProperty(name = "guardrails.refresh.seconds", defaultValue = "5")
    int refreshSeconds;

    private volatile GuardLists current = GuardLists.EMPTY;
    private PeriodicRefresh refresher;

    @PostConstruct
    void start() {
        refresher = PeriodicRefresh.start(this::reload, refreshSeconds, scheduler, LOG, "guard list refresh failed; keeping the last snapshot");
    }

    /** The last snapshot read; never null. */
    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public GuardLists current() {
        return current;
    }

    /** Reads every entry, in the caller's transaction when there is one (so it sees the caller's change). */
    public void reload() {
        current = new GuardLists(em.createNamedQuery(GuardEntry.ALL, GuardEntry.class).getResultList().stream()
                .map(GuardrailSync::viewOf).toList());
    }

    public static GuardEntryView viewOf(GuardEntry e) {
        return new GuardEntryView(e.getId(), e.getKind(), e.getTenantId(), e.getPattern(), e.getDetail(),
                e.getCreatedAt(), e.getCreatedBy());
    }

    @PreDestroy
    void stop() {
        if (refresher != null) {
            refresher.stop();
        }
    }
}
