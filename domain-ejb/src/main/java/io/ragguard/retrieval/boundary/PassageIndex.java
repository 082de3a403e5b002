package io.ragguard.retrieval.boundary;

import io.ragguard.retrieval.control.SearchStore;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.embedding.boundary.Embeddings;
import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.tenant.boundary.TenantCreated;
import io.ragguard.tenant.boundary.TenantDeleted;
import io.ragguard.text.Sentences;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.TransactionPhase;
import jakarta.enterprise.inject.Any;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Writes passages to the search store chosen by {@code retrieval.store} (read at start), embedding
 * each passage and each of its sentences on the way in, in batches, one model pass per passage. Ready once every tenant has
 * been brought in step with the database after start. A new tenant gets an empty index; a deleted
 * tenant's index is dropped.
 */
@ApplicationScoped
public class PassageIndex {

    private static final System.Logger LOG = System.getLogger(PassageIndex.class.getName());

    /** Passages embedded and written at a time: bounds the memory a large re-index needs. */
    static final int BATCH = 512;

    @Inject
    Embeddings embeddings;

    @Inject
    @Any
    Instance<SearchStore> stores;

    @Inject
    @ConfigProperty(name = "retrieval.store", defaultValue = "lucene")
    String storeName;

    private SearchStore store;
    private volatile boolean ready;

    @PostConstruct
    void chooseStore() {
        store = stores.stream().filter(s -> s.name().equals(storeName)).findFirst()
                .orElseThrow(() -> new IllegalStateException("no search store named " + storeName));
    }

    public SearchStore store() {
        return store;
    }

    public void add(String tenant, Collection<PassageText> passages) {
        List<PassageText> all = List.copyOf(passages);
        for (int from = 0; from < all.size(); from += BATCH) {
            store.add(tenant, embed(all.subList(from, Math.min(from + BATCH, all.size()))));
        }
    }

    /** As {@link #add}, embedding on the calling thread alone: for indexing in the background. */
    public void addInBackground(String tenant, Collection<PassageText> passages) {
        store.add(tenant, embed(List.copyOf(passages), false));
    }

    /** Replaces the tenant's passages, embedding and writing them a batch at a time. */
    public void replaceAll(String tenant, Collection<PassageText> passages) {
        List<PassageText> all = List.copyOf(passages);
        store.replaceAll(tenant, embed(all.subList(0, Math.min(BATCH, all.size()))));
        add(tenant, all.subList(Math.min(BATCH, all.size()), all.size()));
    }

    public void deleteDocument(String tenant, long documentId) {
        store.deleteDocument(tenant, documentId);
    }

    /**
     * A new tenant's index, empty, in the creating transaction (a store that cannot create it fails the
     * creation). It also clears what a deleted tenant of the same id may have left on this node.
     */
    void startEmpty(@Observes TenantCreated tenant) {
        store.replaceAll(tenant.id(), List.of());
    }

    /**
     * A deleted tenant's index goes once the deletion has committed, not before: a deletion rolled back
     * keeps its index. It is derived data, so a failure here costs disk space, not correctness.
     */
    void drop(@Observes(during = TransactionPhase.AFTER_SUCCESS) TenantDeleted tenant) {
        try {
            store.drop(tenant.id());
            LOG.log(Level.INFO, "index of deleted tenant {0} dropped", tenant.id());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "index of deleted tenant " + tenant.id() + " not dropped", e);
        }
    }

    public long count(String tenant) {
        return store.count(tenant);
    }

    public boolean ready() {
        return ready;
    }

    public void markReady() {
        ready = true;
    }

    /** Embeds each passage and its sentences in one pass of the model (see MiniLmEncoder). */
    List<IndexedPassage> embed(Collection<PassageText> passages) {
        return embed(passages, true);
    }

    private List<IndexedPassage> embed(Collection<PassageText> passages, boolean shareThreads) {
        List<PassageText> ordered = List.copyOf(passages);
        List<List<String>> sentences = ordered.stream().map(p -> Sentences.split(p.text())).toList();
        List<MiniLmEncoder.PassageVectors> vectors = shareThreads ? embeddings.embedPassages(sentences)
                : embeddings.embedPassagesOnOneThread(sentences);
        List<IndexedPassage> indexed = new ArrayList<>(ordered.size());
        for (int i = 0; i < ordered.size(); i++) {
            PassageText p = ordered.get(i);
            indexed.add(new IndexedPassage(p.chunkId(), p.documentId(), p.title(), p.sourceId(), p.text(),
                    vectors.get(i).passage(), vectors.get(i).sentences()));
        }
        return indexed;
    }
}
