package io.ragguard.knowledge.boundary;

import io.ragguard.knowledge.entity.Chunk;
import io.ragguard.knowledge.entity.IngestJob;
import io.ragguard.knowledge.entity.IngestStatus;
import io.ragguard.retrieval.boundary.PassageText;
import jakarta.ejb.Stateless;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The jobs that index stored documents in the background: read by clients and the console; claimed,
 * advanced and ended by the worker ({@code IngestWorker}), each step in a short transaction of its own,
 * so that another node sees its progress and takes over a job whose node went quiet.
 */
@Stateless
public class IngestJobs {

    /** A running job untouched this long is taken to have lost its node, and is taken over. */
    public static final Duration STALE = Duration.ofSeconds(60);

    @PersistenceContext
    EntityManager em;

    public Optional<IngestJobView> find(String id) {
        return Optional.ofNullable(id == null ? null : em.find(IngestJob.class, id)).map(IngestJobs::view);
    }

    /** The newest jobs of a tenant, or of every tenant when {@code tenant} is null. */
    public List<IngestJobView> recent(String tenant, int max) {
        return em.createNamedQuery(IngestJob.RECENT, IngestJob.class).setParameter("tenant", tenant)
                .setMaxResults(max).getResultStream().map(IngestJobs::view).toList();
    }

    /** Takes the oldest job no node is working on for {@code node}; empty when there is none. */
    public Optional<IngestJobView> claimNext(String node) {
        Instant now = Instant.now();
        Instant stale = now.minus(STALE);
        List<String> candidates = em.createNamedQuery(IngestJob.CLAIMABLE, String.class)
                .setParameter("queued", IngestStatus.QUEUED).setParameter("running", IngestStatus.RUNNING)
                .setParameter("stale", stale).setMaxResults(5).getResultList();
        for (String id : candidates) {
            int claimed = em.createNamedQuery(IngestJob.CLAIM).setParameter("node", node).setParameter("now", now)
                    .setParameter("queued", IngestStatus.QUEUED).setParameter("running", IngestStatus.RUNNING)
                    .setParameter("stale", stale).setParameter("id", id).executeUpdate();
            if (claimed == 1) {
                return Optional.of(view(em.find(IngestJob.class, id)));
            }
        }
        return Optional.empty();
    }

    /** The next chunks of a document after the chunk id given, as the index takes them. */
    public List<PassageText> chunks(long documentId, long afterChunkId, int max) {
        return em.createNamedQuery(Chunk.OF_DOCUMENT_AFTER, Chunk.class).setParameter("document", documentId)
                .setParameter("after", afterChunkId).setMaxResults(max).getResultStream()
                .map(Knowledge::indexed).toList();
    }

    /** Records that {@code indexed} chunks are done; false when the job is gone (its document was deleted). */
    public boolean progress(String id, int indexed) {
        IngestJob job = em.find(IngestJob.class, id);
        if (job == null) {
            return false;
        }
        job.indexed(indexed);
        return true;
    }

    /** Puts a running job back in the queue, for the next node to take (this one is stopping). */
    public void requeue(String id) {
        Optional.ofNullable(em.find(IngestJob.class, id)).ifPresent(IngestJob::requeue);
    }

    public void finish(String id) {
        Optional.ofNullable(em.find(IngestJob.class, id)).ifPresent(IngestJob::finish);
    }

    public void fail(String id, String reason) {
        Optional.ofNullable(em.find(IngestJob.class, id)).ifPresent(job -> job.fail(reason));
    }

    static IngestJobView view(IngestJob job) {
        return new IngestJobView(job.getId(), job.getDocumentId(), job.getTenantId(), job.getStatus().wire(), job.getChunks(),
                job.getIndexed(), job.getError(), job.getCreatedAt(), job.getUpdatedAt());
    }
}
