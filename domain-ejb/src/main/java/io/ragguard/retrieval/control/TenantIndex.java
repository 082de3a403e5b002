package io.ragguard.retrieval.control;

import io.ragguard.retrieval.boundary.Passage;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.Directory;

import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One tenant's BM25 index. Candidates are ranked by BM25; each gets a similarity in [0, 1]: the
 * IDF-weighted share of the question's terms that the passage contains, so that a threshold means
 * the same for every question (BM25 scores do not).
 */
public final class TenantIndex implements Closeable {

    static final String CHUNK_ID = "chunk_id";
    static final String DOCUMENT_ID = "document_id";
    static final String TITLE = "title";
    static final String SOURCE_ID = "source_id";
    static final String TEXT = "text";

    private final Directory directory;
    private final Analyzer analyzer;
    private final IndexWriter writer;
    private final SearcherManager searchers;

    public TenantIndex(Directory directory, Analyzer analyzer) {
        try {
            this.directory = directory;
            this.analyzer = analyzer;
            this.writer = new IndexWriter(directory, new IndexWriterConfig(analyzer));
            this.writer.commit();
            this.searchers = new SearcherManager(writer, null);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open index", e);
        }
    }

    /** Replaces everything in the index with the given passages. */
    public void replaceAll(Collection<IndexedPassage> passages) {
        try {
            writer.deleteAll();
            for (IndexedPassage passage : passages) {
                writer.addDocument(document(passage));
            }
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

    public int size() {
        return writer.getDocStats().numDocs;
    }

    /** The best {@code candidates} passages by BM25, each with its similarity to the question. */
    public List<Passage> search(String question, int candidates) {
        Set<String> terms = analyze(question);
        if (terms.isEmpty()) {
            return List.of();
        }
        try {
            IndexSearcher searcher = searchers.acquire();
            try {
                BooleanQuery.Builder query = new BooleanQuery.Builder();
                for (String term : terms) {
                    query.add(new TermQuery(new Term(TEXT, term)), BooleanClause.Occur.SHOULD);
                    query.add(new BoostQuery(new TermQuery(new Term(TITLE, term)), 0.5f), BooleanClause.Occur.SHOULD);
                }
                List<Passage> found = new ArrayList<>();
                for (ScoreDoc hit : searcher.search(query.build(), candidates).scoreDocs) {
                    Document doc = searcher.storedFields().document(hit.doc);
                    double similarity = coverage(searcher, terms, analyze(doc.get(TEXT) + " " + doc.get(TITLE)));
                    found.add(new Passage(doc.get(CHUNK_ID), doc.get(DOCUMENT_ID), doc.get(TITLE),
                            doc.get(SOURCE_ID), doc.get(TEXT), similarity));
                }
                return found;
            } finally {
                searchers.release(searcher);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot search index", e);
        }
    }

    private static double coverage(IndexSearcher searcher, Set<String> questionTerms, Set<String> passageTerms)
            throws IOException {
        int documents = Math.max(1, searcher.getIndexReader().numDocs());
        double total = 0;
        double covered = 0;
        for (String term : questionTerms) {
            int frequency = searcher.getIndexReader().docFreq(new Term(TEXT, term));
            double idf = Math.log(1 + (documents - frequency + 0.5) / (frequency + 0.5));
            total += idf;
            if (passageTerms.contains(term)) {
                covered += idf;
            }
        }
        return total == 0 ? 0 : covered / total;
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
        doc.add(new StoredField(DOCUMENT_ID, Long.toString(passage.documentId())));
        doc.add(new TextField(TITLE, passage.title(), Field.Store.YES));
        doc.add(new StoredField(SOURCE_ID, passage.sourceId()));
        doc.add(new TextField(TEXT, passage.text(), Field.Store.YES));
        return doc;
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
