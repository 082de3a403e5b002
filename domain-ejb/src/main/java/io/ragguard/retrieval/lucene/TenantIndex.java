package io.ragguard.retrieval.lucene;

import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.embedding.boundary.Vectors;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.KnnFloatVectorField;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TieredMergePolicy;
import org.apache.lucene.index.VectorSimilarityFunction;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.KnnFloatVectorQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.Directory;
import org.apache.lucene.util.BytesRef;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import static io.ragguard.retrieval.control.PassageFields.CHUNK_ID;
import static io.ragguard.retrieval.control.PassageFields.DOCUMENT_ID;
import static io.ragguard.retrieval.control.PassageFields.SENTENCE_VECTORS;
import static io.ragguard.retrieval.control.PassageFields.SOURCE_ID;
import static io.ragguard.retrieval.control.PassageFields.TEXT;
import static io.ragguard.retrieval.control.PassageFields.TITLE;
import static io.ragguard.retrieval.control.PassageFields.VECTOR;

/**
 * One tenant's Lucene index: BM25 over title and text, and an HNSW graph over the passage
 * embeddings (unit vectors, dot product). Each passage also stores its vector and its sentences'
 * vectors, so fusion, diversity and the validators need no second embedding pass.
 */
public final class TenantIndex implements Closeable {

    static final String STORED_VECTOR = "stored_vector";
    /** Neighbours the graph is searched for at least, before the best k are kept. */
    public static final int HNSW_CANDIDATES = 160;
    /** Segments of one size a load may leave (Lucene's own default is 10; docs/benchmarks.md). */
    public static final double DEFAULT_SEGMENTS_PER_TIER = 3;

    private final Directory directory;
    private final Analyzer analyzer;
    private final IndexWriter writer;
    private final SearcherManager searchers;
    private final int hnswCandidates;

    public TenantIndex(Directory directory, Analyzer analyzer) {
        this(directory, analyzer, HNSW_CANDIDATES);
    }

    public TenantIndex(Directory directory, Analyzer analyzer, int hnswCandidates) {
        this(directory, analyzer, hnswCandidates, DEFAULT_SEGMENTS_PER_TIER);
    }

    /**
     * {@code segmentsPerTier}: how many segments of one size Lucene's tiered merge policy lets an
     * incremental load leave before it merges them (Lucene's own default is 10); fewer means more merging
     * while ingesting and fewer graphs and postings to visit per search.
     */
    public TenantIndex(Directory directory, Analyzer analyzer, int hnswCandidates, double segmentsPerTier) {
        this.hnswCandidates = hnswCandidates;
        try {
            this.directory = directory;
            this.analyzer = analyzer;
            IndexWriterConfig config = new IndexWriterConfig(analyzer);
            config.setMergePolicy(new TieredMergePolicy().setSegmentsPerTier(segmentsPerTier));
            this.writer = new IndexWriter(directory, config);
            this.writer.commit();
            this.searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open index", e);
        }
    }

    /**
     * Replaces every passage and merges the index into one segment: a search visits each segment's
     * HNSW graph and BM25 postings, and a rebuilt index is read far more often than it is written.
     */
    public void replaceAll(Collection<IndexedPassage> passages) {
        try {
            writer.deleteAll();
            for (IndexedPassage passage : passages) {
                writer.addDocument(document(passage));
            }
            writer.forceMerge(1);
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot rebuild index", e);
        }
    }

    public void add(Collection<IndexedPassage> passages) {
        try {
            for (IndexedPassage passage : passages) {
                writer.updateDocument(new Term(CHUNK_ID, Long.toString(passage.chunkId())), document(passage));
            }
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot add to index", e);
        }
    }

    /** Merges the index into one segment (after a bulk load; see {@link #replaceAll}). */
    public void forceMerge() {
        try {
            writer.forceMerge(1);
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot merge index", e);
        }
    }

    /** The number of segments searched (one after {@link #forceMerge}). */
    public int segments() {
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                return searcher.getIndexReader().leaves().size();
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read index", e);
        }
    }

    public void deleteDocument(long documentId) {
        try {
            writer.deleteDocuments(new Term(DOCUMENT_ID, Long.toString(documentId)));
            commit();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete from index", e);
        }
    }

    public long count() {
        return writer.getDocStats().numDocs;
    }

    /** The best {@code k} passages by BM25 over the text (and, at half weight, the title). */
    public List<Candidate> lexical(String question, int k) {
        Set<String> terms = analyze(question);
        if (terms.isEmpty()) {
            return List.of();
        }
        BooleanQuery.Builder query = new BooleanQuery.Builder();
        for (String term : terms) {
            query.add(new TermQuery(new Term(TEXT, term)), BooleanClause.Occur.SHOULD);
            query.add(new BoostQuery(new TermQuery(new Term(TITLE, term)), 0.5f), BooleanClause.Occur.SHOULD);
        }
        return search(query.build(), k, false, null);
    }

    /**
     * The {@code k} passages whose vectors are nearest, scored by cosine similarity. The graph is
     * searched for at least {@code hnswCandidates} neighbours (a wider beam) and the best {@code k}
     * kept, which is what lifts recall against exact search (docs/benchmarks.md).
     */
    public List<Candidate> dense(float[] vector, int k) {
        return search(new KnnFloatVectorQuery(VECTOR, vector, Math.max(k, hnswCandidates)), k, true, vector);
    }

    private List<Candidate> search(Query query, int k, boolean cosine, float[] vector) {
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                List<Candidate> found = new ArrayList<>();
                ScoreDoc[] hits = searcher.search(query, k).scoreDocs;
                for (ScoreDoc hit : hits) {
                    Document doc = searcher.storedFields().document(hit.doc);
                    float[] stored = floats(doc.getBinaryValue(STORED_VECTOR));
                    double score = cosine ? Vectors.cosine(vector, stored) : hit.score;
                    found.add(new Candidate(doc.get(CHUNK_ID), doc.get(DOCUMENT_ID), doc.get(TITLE),
                            doc.get(SOURCE_ID), doc.get(TEXT), score, stored,
                            split(floats(doc.getBinaryValue(SENTENCE_VECTORS)), stored.length)));
                }
                return found;
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot search index", e);
        }
    }

    private Set<String> analyze(String text) {
        Set<String> terms = new LinkedHashSet<>();
        try (TokenStream stream = analyzer.tokenStream(TEXT, text)) {
            CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
            stream.reset();
            while (stream.incrementToken()) {
                terms.add(term.toString());
            }
            stream.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return terms;
    }

    private static Document document(IndexedPassage passage) {
        Document doc = new Document();
        doc.add(new StringField(CHUNK_ID, Long.toString(passage.chunkId()), Field.Store.YES));
        doc.add(new StringField(DOCUMENT_ID, Long.toString(passage.documentId()), Field.Store.YES));
        doc.add(new TextField(TITLE, passage.title(), Field.Store.YES));
        doc.add(new StoredField(SOURCE_ID, passage.sourceId()));
        doc.add(new TextField(TEXT, passage.text(), Field.Store.YES));
        doc.add(new KnnFloatVectorField(VECTOR, passage.vector(), VectorSimilarityFunction.DOT_PRODUCT));
        doc.add(new StoredField(STORED_VECTOR, bytes(List.of(passage.vector()))));
        doc.add(new StoredField(SENTENCE_VECTORS, bytes(passage.sentenceVectors())));
        return doc;
    }

    static BytesRef bytes(List<float[]> vectors) {
        int floats = vectors.stream().mapToInt(v -> v.length).sum();
        ByteBuffer buffer = ByteBuffer.allocate(floats * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (float[] vector : vectors) {
            for (float value : vector) {
                buffer.putFloat(value);
            }
        }
        return new BytesRef(buffer.array());
    }

    static float[] floats(BytesRef bytes) {
        ByteBuffer buffer = ByteBuffer.wrap(bytes.bytes, bytes.offset, bytes.length).order(ByteOrder.LITTLE_ENDIAN);
        float[] values = new float[bytes.length / Float.BYTES];
        buffer.asFloatBuffer().get(values);
        return values;
    }

    static List<float[]> split(float[] values, int dimensions) {
        List<float[]> vectors = new ArrayList<>();
        for (int start = 0; start + dimensions <= values.length; start += dimensions) {
            float[] vector = new float[dimensions];
            System.arraycopy(values, start, vector, 0, dimensions);
            vectors.add(vector);
        }
        return vectors;
    }

    private void commit() throws IOException {
        writer.commit();
        searchers.maybeRefreshBlocking();
    }

    @Override
    public void close() {
        try {
            searchers.close();
            writer.close();
            directory.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close index", e);
        }
    }
}
