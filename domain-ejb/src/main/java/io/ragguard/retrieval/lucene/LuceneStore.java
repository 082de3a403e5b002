package io.ragguard.retrieval.lucene;

import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.control.SearchStore;
import io.ragguard.text.Words;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.apache.lucene.analysis.CharArraySet;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.store.FSDirectory;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The embedded store: one Lucene index per tenant on local disk under
 * {@code ragguard.data.dir/index/<tenant>}, opened on first use and closed with the application.
 */
@ApplicationScoped
public class LuceneStore implements SearchStore {

    @Inject
    @ConfigProperty(name = "ragguard.data.dir", defaultValue = "target/ragguard")
    String dataDir;

    /** {@link TenantIndex#DEFAULT_SEGMENTS_PER_TIER}: a search visits every segment (docs/benchmarks.md). */
    @Inject
    @ConfigProperty(name = "retrieval.lucene.segments-per-tier", defaultValue = "3")
    double segmentsPerTier;

    private final Map<String, TenantIndex> indexes = new ConcurrentHashMap<>();

    @Override
    public String name() {
        return "lucene";
    }

    @Override
    public void replaceAll(String tenant, Collection<IndexedPassage> passages) {
        of(tenant).replaceAll(passages);
    }

    @Override
    public void add(String tenant, Collection<IndexedPassage> passages) {
        of(tenant).add(passages);
    }

    @Override
    public void deleteDocument(String tenant, long documentId) {
        of(tenant).deleteDocument(documentId);
    }

    @Override
    public List<Candidate> lexical(String tenant, String question, int k) {
        return of(tenant).lexical(question, k);
    }

    @Override
    public List<Candidate> dense(String tenant, float[] vector, int k) {
        return of(tenant).dense(vector, k);
    }

    @Override
    public long count(String tenant) {
        return of(tenant).count();
    }

    /**
     * Closes the tenant's index and deletes its folder. It runs inside the map's compute, so no search
     * or write of the tenant opens the index again while its files go.
     */
    @Override
    public void drop(String tenant) {
        Path root = Path.of(dataDir, "index").toAbsolutePath().normalize();
        Path folder = root.resolve(tenant).normalize();
        if (!folder.getParent().equals(root)) {
            throw new IllegalArgumentException("not a tenant's index: " + tenant);
        }
        indexes.compute(tenant, (name, open) -> {
            if (open != null) {
                open.close();
            }
            delete(folder);
            return null;
        });
    }

    private static void delete(Path folder) {
        if (!Files.isDirectory(folder)) {
            return;
        }
        try (Stream<Path> files = Files.walk(folder)) {
            for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(file);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete index folder " + folder, e);
        }
    }

    /** English stemming, with the same function words left out as in answer analysis. */
    public static EnglishAnalyzer analyzer() {
        return new EnglishAnalyzer(new CharArraySet(Words.stopwords(), true));
    }

    private TenantIndex of(String tenant) {
        return indexes.computeIfAbsent(tenant, this::open);
    }

    private TenantIndex open(String tenant) {
        try {
            return new TenantIndex(FSDirectory.open(Path.of(dataDir, "index", tenant)), analyzer(),
                    TenantIndex.HNSW_CANDIDATES, segmentsPerTier);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open index of " + tenant, e);
        }
    }

    @PreDestroy
    void close() {
        indexes.values().forEach(TenantIndex::close);
        indexes.clear();
    }
}
