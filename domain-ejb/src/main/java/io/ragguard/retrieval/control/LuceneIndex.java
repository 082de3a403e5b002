package io.ragguard.retrieval.control;

import io.ragguard.retrieval.boundary.Passage;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import io.ragguard.text.Words;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.store.FSDirectory;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tenants' indexes on local disk under {@code ragguard.data.dir/index/<tenant>}, opened on first
 * use and closed with the application. Ready once every tenant has been indexed after start.
 */
@ApplicationScoped
public class LuceneIndex {

    @Inject
    @ConfigProperty(name = "ragguard.data.dir", defaultValue = "target/ragguard")
    String dataDir;

    private final Map<String, TenantIndex> indexes = new ConcurrentHashMap<>();
    private volatile boolean ready;

    public void replaceAll(String tenant, Collection<IndexedPassage> passages) {
        of(tenant).replaceAll(passages);
    }

    public void add(String tenant, Collection<IndexedPassage> passages) {
        of(tenant).add(passages);
    }

    public List<Passage> search(String tenant, String question, int candidates) {
        return of(tenant).search(question, candidates);
    }

    public boolean ready() {
        return ready;
    }

    public void markReady() {
        ready = true;
    }

    private TenantIndex of(String tenant) {
        return indexes.computeIfAbsent(tenant, this::open);
    }

    private TenantIndex open(String tenant) {
        try {
            Path path = Path.of(dataDir, "index", tenant);
            return new TenantIndex(FSDirectory.open(path), analyzer());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open index of " + tenant, e);
        }
    }

    /** English stemming, with the same function words left out as in answer analysis. */
    public static EnglishAnalyzer analyzer() {
        return new EnglishAnalyzer(new CharArraySet(Words.stopwords(), true));
    }

    @PreDestroy
    void close() {
        ready = false;
        indexes.values().forEach(TenantIndex::close);
        indexes.clear();
    }
}
