package io.ragguard.evaluation;

import io.ragguard.database.TestDatabase;
import io.ragguard.evaluation.boundary.EvaluationStatus;
import io.ragguard.evaluation.boundary.StoredEvaluation;
import io.ragguard.evaluation.entity.EvaluationRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The evaluation_run table (migration V18) and its entity: a run advanced and finished with its texts, a listing
 * without the large texts, newest first, and the runs a restart interrupted marked failed.
 */
class EvaluationRunMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    @Test
    void storesARunThroughItsStepsAndListsItWithoutItsLargeTexts() {
        long id = db.transaction(em -> {
            EvaluationRun run = new EvaluationRun("ragtruth qa", "northwind", 7L, 409, "alice");
            em.persist(run);
            em.flush();
            return run.getId();
        });
        db.run(em -> em.find(EvaluationRun.class, id).advanced(0.5));
        double progress = db.read(em -> em.find(EvaluationRun.class, id).getProgress());
        assertThat(progress).isEqualTo(0.5);
        db.run(em -> em.find(EvaluationRun.class, id).finished("{\"rows\":409}", "[]", "[{\"row\":1}]",
                "{\"faithfulness\":[]}"));

        EvaluationRun done = db.read(em -> em.find(EvaluationRun.class, id));
        assertThat(done.getStatus()).isEqualTo(EvaluationStatus.DONE);
        assertThat(done.getProgress()).isEqualTo(1.0);
        assertThat(done.getVerdicts()).isEqualTo("[{\"row\":1}]");
        assertThat(done.getFinishedAt()).isNotNull();
        Object stored = db.read(em -> em.createNativeQuery("select status from evaluation_run where id = " + id)
                .getSingleResult());
        assertThat(stored).isEqualTo("done");

        db.run(em -> em.persist(new EvaluationRun("later", null, null, 3, "bob")));
        List<StoredEvaluation> listed = db.read(em -> em.createNamedQuery(EvaluationRun.LISTED,
                StoredEvaluation.class).getResultList());
        assertThat(listed).extracting(StoredEvaluation::name).containsExactly("later", "ragtruth qa");
        assertThat(listed.get(1).summary()).isEqualTo("{\"rows\":409}");
        assertThat(listed.get(1).verdicts()).isNull();
        assertThat(listed.get(1).policyId()).isEqualTo(7L);
        assertThat(listed.get(0).status()).isEqualTo(EvaluationStatus.RUNNING);
    }

    @Test
    void marksTheRunsARestartInterruptedFailed() {
        long id = db.transaction(em -> {
            EvaluationRun run = new EvaluationRun("cut short", null, null, 10, "alice");
            em.persist(run);
            em.flush();
            return run.getId();
        });
        int marked = db.transaction(em -> em.createNamedQuery(EvaluationRun.INTERRUPT)
                .setParameter("failed", EvaluationStatus.FAILED).setParameter("running", EvaluationStatus.RUNNING)
                .setParameter("error", "stopped").setParameter("now", Instant.now()).executeUpdate());
        assertThat(marked).isEqualTo(1);
        EvaluationRun failed = db.read(em -> em.find(EvaluationRun.class, id));
        assertThat(failed.getStatus()).isEqualTo(EvaluationStatus.FAILED);
        assertThat(failed.getError()).isEqualTo("stopped");
    }
}
