package io.ragguard.embedding.boundary;

import io.ragguard.embedding.control.VectorCache;
import io.ragguard.embedding.control.MiniLmModel;
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
import java.util.List;
import java.util.concurrent.Executor;

/**
 * Sentence embeddings with all-MiniLM-L6-v2: 384-dimensional unit vectors. The model (setting
 * {@code embedding.model}, int8 or fp32) is loaded with the application and its ONNX session closed
 * with it; the model file is extracted once to {@code ragguard.data.dir/models}. Texts (questions,
 * answers' sentences, evidence sentences without vectors) go through a {@link VectorCache} of
 * {@code embedding.cache.entries} vectors (default 20,000, about 35 MB; 0 turns it off); passages at
 * ingest do not, their vectors go to the index.
 */
@ApplicationScoped
public class Embeddings {

    private static final System.Logger LOG = System.getLogger(Embeddings.class.getName());

    /** Tokens per text, [CLS] and [SEP] included: the length all-MiniLM-L6-v2 was trained with. */
    static final int MAX_TOKENS = 256;

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
    private MiniLmEncoder encoder;

    @PostConstruct
    void open() {
        long start = System.nanoTime();
        model = MiniLmModel.of(setting);
        // one thread per inference: concurrent requests share the cores instead of contending for them
        encoder = model.open(Path.of(dataDir, "models"), MAX_TOKENS, 1);
        cache = new VectorCache<>(cacheEntries);
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
     * A text of several sentences (an answer) as the unit-length mean of its sentences' vectors. The
     * sentences not held are embedded in context together, as one text (see
     * {@link MiniLmEncoder#embedInContext}: one pass over the answer, or two halves side by side when
     * {@code embedding.threads-per-request} is 2), and each sentence's vector is kept for its text, so
     * the next validator that reads the same answer costs no pass; one that asks while the pass is
     * running waits for it instead of making a second (answer-relevancy and ethics run side by side).
     * A sentence the answer repeats is embedded once. A single sentence is embedded as it is.
     */
    public float[] embedSentences(String text) {
        List<String> sentences = Sentences.split(text);
        if (sentences.size() <= 1) {
            return embed(text.strip());
        }
        return Vectors.unitMean(cache.vectors(sentences, missing -> encoder.embedInContext(
                missing.stream().map(List::of).toList(), helper()).stream()
                .map(MiniLmEncoder.SentenceVectors::sentence).toList()));
    }

    /** Passages given as their sentences: each passage's vector and its sentences', one pass each. */
    public List<MiniLmEncoder.PassageVectors> embedPassages(List<List<String>> passages) {
        return encoder.embedPassages(passages, helper());
    }

    /** As {@link #embedPassages}, on the calling thread alone: for work in the background, which must leave a core to requests. */
    public List<MiniLmEncoder.PassageVectors> embedPassagesOnOneThread(List<List<String>> passages) {
        return encoder.embedPassages(passages, null);
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
