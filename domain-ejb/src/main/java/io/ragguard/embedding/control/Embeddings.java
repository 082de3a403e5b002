package io.ragguard.embedding.control;

import io.ragguard.text.Sentences;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;

/**
 * Sentence embeddings with all-MiniLM-L6-v2: 384-dimensional unit vectors. The model (setting
 * {@code embedding.model}, int8 or fp32) is loaded with the application and its ONNX session closed
 * with it; the model file is extracted once to {@code ragguard.data.dir/models}. Texts (questions,
 * answers, sentences of contexts a caller brings) go through a {@link VectorCache} of
 * {@code embedding.cache.entries} vectors (default 20,000, about 35 MB; 0 turns it off); passages at
 * ingest do not, their vectors go to the index.
 */
@ApplicationScoped
public class Embeddings {

    private static final System.Logger LOG = System.getLogger(Embeddings.class.getName());

    /** Tokens per text, [CLS] and [SEP] included: the length all-MiniLM-L6-v2 was trained with. */
    static final int MAX_TOKENS = 256;

    /** Between the pieces of a text in its cache key: a character no text holds. */
    private static final String PIECE_BREAK = "\u0000";

    @Inject
    @ConfigProperty(name = "embedding.model", defaultValue = "int8")
    String setting;

    @Inject
    @ConfigProperty(name = "ragguard.data.dir", defaultValue = "target/ragguard")
    String dataDir;

    @Inject
    @ConfigProperty(name = "embedding.cache.entries", defaultValue = "20000")
    int cacheEntries;

    @Inject
    @ConfigProperty(name = "embedding.threads-per-request", defaultValue = "2")
    int threadsPerRequest;

    /** Lends a second thread to one request's batches; absent outside a container. */
    @Resource
    ManagedExecutorService executor;

    private MiniLmModel model;
    private VectorCache<float[]> cache;
    private VectorCache<MiniLmEncoder.PassageVectors> segmented;
    private MiniLmEncoder encoder;

    @PostConstruct
    void open() {
        long start = System.nanoTime();
        model = MiniLmModel.of(setting);
        // one thread per inference: concurrent requests share the cores instead of contending for them
        encoder = model.open(Path.of(dataDir, "models"), MAX_TOKENS, 1);
        cache = new VectorCache<>(cacheEntries);
        segmented = new VectorCache<>(cacheEntries / 4);
        LOG.log(Level.INFO, "Embedding model {0} loaded in {1} ms", model.description(),
                (System.nanoTime() - start) / 1_000_000);
    }

    @PreDestroy
    void close() {
        if (encoder != null) {
            encoder.close();
            encoder = null;
        }
    }

    /** One text (a question), encoded on the calling thread unless cached. The vector is shared: do not modify it. */
    public float[] embed(String text) {
        return cache.vectors(List.of(text), missing -> List.of(encoder.embed(missing.get(0)))).get(0);
    }

    /**
     * Many texts (sentences), those not cached encoded in batches, shared with a second thread when
     * {@code embedding.threads-per-request} is 2 (the default); the vectors in input order, shared.
     */
    public List<float[]> embedAll(List<String> texts) {
        return cache.vectors(texts, missing -> encoder.embedAll(missing, helper()));
    }

    /**
     * A text of several sentences (an answer) as the unit-length mean of its sentences' vectors: the
     * validators that align an answer's sentences have embedded them already, so this costs no
     * further pass of the model. A single sentence is embedded as it is.
     */
    public float[] embedSentences(String text) {
        List<String> sentences = Sentences.split(text);
        return sentences.size() <= 1 ? embed(text.strip()) : Vectors.unitMean(embedAll(sentences));
    }

    /**
     * Texts given as their pieces (which join to the text, cut between words): each text's vector, as
     * {@link #embedAll} gives it (and kept for it), with its pieces' vectors pooled over their tokens in
     * the same pass; so the clauses of an answer's sentences cost no pass of their own. Cached by
     * the pieces.
     */
    public List<MiniLmEncoder.PassageVectors> embedPieces(List<List<String>> texts) {
        Map<String, List<String>> pieces = new HashMap<>();
        List<String> keys = new ArrayList<>(texts.size());
        for (List<String> text : texts) {
            String key = String.join(PIECE_BREAK, text);
            pieces.put(key, text);
            keys.add(key);
        }
        return segmented.vectors(keys, missing -> {
            List<MiniLmEncoder.PassageVectors> vectors = encoder.embedPassages(
                    missing.stream().map(pieces::get).toList(), helper());
            for (int i = 0; i < missing.size(); i++) {
                cache.offer(String.join("", pieces.get(missing.get(i))), vectors.get(i).passage());
            }
            return vectors;
        });
    }

    /** Passages given as their sentences: each passage's vector and its sentences', one pass each. */
    public List<MiniLmEncoder.PassageVectors> embedPassages(List<List<String>> passages) {
        return encoder.embedPassages(passages, helper());
    }

    private Executor helper() {
        return threadsPerRequest > 1 ? executor : null;
    }

    public int dimensions() {
        return MiniLmEncoder.DIMENSIONS;
    }

    /** The model in use, e.g. {@code all-minilm-l6-v2-q (int8)}. */
    public String model() {
        return model.description();
    }
}
