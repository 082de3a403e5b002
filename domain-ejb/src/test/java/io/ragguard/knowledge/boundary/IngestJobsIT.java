package io.ragguard.knowledge.boundary;

import io.ragguard.database.TestDatabase;
import io.ragguard.knowledge.entity.IngestJob;
import io.ragguard.knowledge.entity.IngestStatus;
import io.ragguard.knowledge.entity.KnowledgeDocument;
import io.ragguard.tenant.entity.Tenant;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A job's way through the queue on a real entity manager: typed in Java, lower case in its column and on the wire. */
class IngestJobsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private String jobId;

    @BeforeEach
    void queueAJob() {
        jobId = db.transaction(em -> {
            em.persist(new Tenant("northwind", "Northwind Outfitters", "retail"));
            KnowledgeDocument document = new KnowledgeDocument("northwind", "Returns", "returns.md");
            em.persist(document);
            em.flush();
            IngestJob job = new IngestJob(document.getId(), "northwind", 2, "alice");
            em.persist(job);
            return job.getId();
        });
    }

    private static IngestJobs on(EntityManager em) {
        IngestJobs jobs = new IngestJobs();
        jobs.em = em;
        return jobs;
    }

    private String column() {
        return db.read(em -> (String) em.createNativeQuery("select status from ingest_job where id = '" + jobId + "'")
                .getSingleResult());
    }

    @Test
    void aQueuedJobIsClaimedOnceRunsAndEndsWithTheColumnInLowerCase() {
        assertThat(column()).isEqualTo("queued");

        Optional<IngestJobView> claimed = db.transaction(em -> on(em).claimNext("node-a"));
        assertThat(claimed).hasValueSatisfying(view -> {
            assertThat(view.id()).isEqualTo(jobId);
            assertThat(view.status()).isEqualTo("running");
        });
        assertThat(column()).isEqualTo("running");
        Optional<IngestJobView> again = db.transaction(em -> on(em).claimNext("node-b"));
        assertThat(again).isEmpty();

        db.run(em -> on(em).finish(jobId));
        assertThat(column()).isEqualTo("done");
        IngestJob done = db.read(em -> em.find(IngestJob.class, jobId));
        assertThat(done.getStatus()).isEqualTo(IngestStatus.DONE);
        assertThat(done.finished()).isTrue();
        Optional<IngestJobView> view = db.read(em -> on(em).find(jobId));
        assertThat(view).hasValueSatisfying(found -> assertThat(found.status()).isEqualTo("done"));
    }

    @Test
    void aRequeuedJobIsClaimedAgainAndAFailedOneEnds() {
        db.transaction(em -> on(em).claimNext("node-a"));
        db.run(em -> on(em).requeue(jobId));
        assertThat(column()).isEqualTo("queued");
        Optional<IngestJobView> reclaimed = db.transaction(em -> on(em).claimNext("node-b"));
        assertThat(reclaimed).isPresent();

        db.run(em -> on(em).fail(jobId, "the document could not be read"));
        assertThat(column()).isEqualTo("failed");
        assertThat(db.read(em -> em.find(IngestJob.class, jobId)).finished()).isTrue();
    }
}
