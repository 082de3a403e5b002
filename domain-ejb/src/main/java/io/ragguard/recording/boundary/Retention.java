package io.ragguard.recording.boundary;

import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.conversation.boundary.Conversations;
import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.time.Duration;
import java.time.Instant;

/**
 * Keeps records, conversations and histogram hours for {@code recording.retention.days} (0: for ever)
 * and deletes what is older, {@value #BATCH} rows to a transaction so that a large backlog never holds
 * long locks. A purge that deleted something is audited ({@code records.purge}), and so is every purge
 * an admin asks for.
 */
@Stateless
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class Retention {

    static final int BATCH = 1_000;

    @Inject
    Recorder recorder;

    @Inject
    Conversations conversations;

    @Inject
    AuditLog audit;

    @Inject
    @ConfigProperty(name = "recording.retention.days", defaultValue = "90")
    Provider<Integer> days;

    /** What one purge deleted, and what it kept: everything from {@code cutoff} on (null: retention off). */
    public record Purged(Instant cutoff, long records, long messages) {
    }

    /** Deletes what is older than the retention; {@code always} audits it even when nothing was deleted. */
    public Purged purge(String actor, boolean always) {
        int keepDays = days.get();
        if (keepDays <= 0) {
            return new Purged(null, 0, 0);
        }
        Instant cutoff = Instant.now().minus(Duration.ofDays(keepDays));
        long records = 0;
        for (int deleted = recorder.purgeOlderThan(cutoff, BATCH); deleted > 0;
             deleted = recorder.purgeOlderThan(cutoff, BATCH)) {
            records += deleted;
        }
        long messages = 0;
        for (int deleted = conversations.purgeOlderThan(cutoff, BATCH); deleted > 0;
             deleted = conversations.purgeOlderThan(cutoff, BATCH)) {
            messages += deleted;
        }
        if (always || records + messages > 0) {
            audit.record(actor, "records.purge", "before " + cutoff, null,
                    records + " records, " + messages + " messages (kept " + keepDays + " days)");
        }
        return new Purged(cutoff, records, messages);
    }
}
