package io.ragguard.audit.boundary;

import io.ragguard.audit.entity.AuditEvent;
import io.ragguard.database.TestDatabase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;

/** The audit trail's filters, paging and CSV export on the real schema (H2, Flyway). */
class AuditLogIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private <T> T log(Function<AuditLog, T> work) {
        return db.transaction(em -> {
            AuditLog log = new AuditLog();
            log.em = em;
            return work.apply(log);
        });
    }

    private List<String> actions(AuditFilter filter) {
        return log(l -> l.find(filter, 0, 100)).stream().map(e -> e.actor() + " " + e.action()).toList();
    }

    private void fiveEvents() {
        db.run(em -> em.persist(new AuditEvent("alice", "setting.change", "validation.mode", "enforce", "shadow")));
        db.run(em -> em.persist(new AuditEvent("bob", "record.decision", "request r1", null, "rejected: =1+1")));
        db.run(em -> em.persist(new AuditEvent("alice", "settingx.odd", "x", null, null)));
        db.run(em -> em.persist(new AuditEvent("carol", "setting.reset", "validation.mode", "shadow", null)));
        db.run(em -> em.persist(new AuditEvent("bob", "login", "console", null, null)));
    }

    @Test
    void filtersByActorActionOrItsKindAndTime() {
        fiveEvents();

        assertThat(actions(new AuditFilter("alice", null, null, null))).containsExactly("alice settingx.odd",
                "alice setting.change");
        assertThat(actions(new AuditFilter(null, "setting", null, null))).as("the kind, not a prefix of a word")
                .containsExactly("carol setting.reset", "alice setting.change");
        assertThat(actions(new AuditFilter(null, "record.decision", null, null))).containsExactly("bob record.decision");
        assertThat(actions(new AuditFilter(null, null, Instant.now().plus(1, ChronoUnit.DAYS), null))).isEmpty();
        long all = log(l -> l.count(AuditFilter.ALL));
        assertThat(all).isEqualTo(5);
    }

    @Test
    void exportsEveryEntryAsCsvInBatchesNewestFirst() throws Exception {
        fiveEvents();
        List<AuditEntry> entries = new ArrayList<>();
        List<AuditEntry> batch = log(l -> l.batch(AuditFilter.ALL, null, 2));
        while (!batch.isEmpty()) {
            entries.addAll(batch);
            AuditEntry last = batch.get(batch.size() - 1);
            batch = log(l -> l.batch(AuditFilter.ALL, last, 2));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        db.run(em -> {
            AuditLog log = new AuditLog();
            log.em = em;
            try {
                AuditCsv.write(log, new AuditFilter("bob", null, null, null), out);
            } catch (java.io.IOException e) {
                throw new IllegalStateException(e);
            }
        });

        assertThat(entries).extracting(AuditEntry::action).containsExactly("login", "setting.reset", "settingx.odd",
                "record.decision", "setting.change");
        assertThat(out.toString(StandardCharsets.UTF_8).split("\r\n")).containsExactly(
                "at,actor,action,target,old_value,new_value",
                entries.get(0).at() + ",bob,login,console,,",
                entries.get(3).at() + ",bob,record.decision,request r1,,rejected: =1+1");
    }
}
