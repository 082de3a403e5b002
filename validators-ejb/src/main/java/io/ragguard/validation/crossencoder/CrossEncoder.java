package io.ragguard.validation.crossencoder;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.lang.System.Logger.Level;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * How strongly a premise (an evidence sentence) supports a hypothesis (a claim), by an ONNX
 * cross-encoder loaded from {@code validator.cross-encoder.model}: the softmax probability of the
 * logit at {@code validator.cross-encoder.label-index} (-1, the default, is the last; a model with
 * one logit gets its sigmoid). The tokenizer is {@code validator.cross-encoder.tokenizer}, by default
 * {@code tokenizer.json} next to the model; relative paths are taken from the model folder
 * ({@code ragguard.data.dir/models}). An answer's pairs run in batches on
 * {@code validator.cross-encoder.threads} threads (2). With no model configured every score is empty.
 * The model is opened at start and opened again when its settings change. The entailment model
 * trained here is copied into the model folder at start ({@link BundledModel}):
 * {@code validator.cross-encoder.model=entailment/model.onnx} with {@code max-tokens=128} turns it on.
 */
@ApplicationScoped
public class CrossEncoder {

    private static final System.Logger LOG = System.getLogger(CrossEncoder.class.getName());

    static final String MODEL = "validator.cross-encoder.model";
    static final String TOKENIZER = "validator.cross-encoder.tokenizer";
    static final String LABEL_INDEX = "validator.cross-encoder.label-index";
    static final String MAX_TOKENS = "validator.cross-encoder.max-tokens";
    static final String THREADS = "validator.cross-encoder.threads";
    static final String WEIGHT = "validator.cross-encoder.weight";
    static final double DEFAULT_WEIGHT = 0.5;
    static final String MARGIN = "validator.cross-encoder.margin";
    static final double DEFAULT_MARGIN = 0;

    @Inject
    Config config;

    /** Settings by full name, read live; MicroProfile Config unless a test set it. */
    Function<String, Optional<String>> settings;

    private Loaded loaded;

    protected CrossEncoder() {
    }

    /** Outside the container (the evaluation runner): settings by full name, the model opened now if one is set. */
    public CrossEncoder(Function<String, Optional<String>> settings) {
        this.settings = settings;
        open();
    }

    /** The open classifier and the settings it was opened with. */
    private record Loaded(Source source, PairClassifier classifier) {
    }

    private record Source(Path model, Path tokenizer, int maxTokens, int threads) {
    }

    @PostConstruct
    void open() {
        if (settings == null) {
            settings = name -> config.getOptionalValue(name, String.class);
        }
        try {
            BundledModel.extract(inModels("."));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "the bundled entailment model was not copied to the model folder", e);
        }
        try {
            current();
        } catch (RuntimeException e) {
            LOG.log(Level.ERROR, "cross-encoder not loaded; scores fail until its settings are fixed", e);
        }
    }

    @PreDestroy
    synchronized void close() {
        if (loaded != null) {
            loaded.classifier().close();
            loaded = null;
        }
    }

    public boolean enabled() {
        return source().isPresent();
    }

    /**
     * The share of the entailment probability in a claim's score, {@code validator.cross-encoder.weight}
     * (default {@value #DEFAULT_WEIGHT}), held to [0, 1].
     */
    public double weight() {
        double weight = setting(WEIGHT).map(Double::parseDouble).orElse(DEFAULT_WEIGHT);
        return Math.max(0, Math.min(1, weight));
    }

    /**
     * How near 0 or 1 a claim's fitted score must be for the claim to go without a pass,
     * {@code validator.cross-encoder.margin} (default {@value #DEFAULT_MARGIN}: every claim that is no
     * verbatim copy gets one), held to [0, 0.5].
     */
    public double margin() {
        double margin = setting(MARGIN).map(Double::parseDouble).orElse(DEFAULT_MARGIN);
        return Math.max(0, Math.min(0.5, margin));
    }

    /** A premise and the hypothesis it may entail. */
    public record Query(String premise, String hypothesis) {

        public Query {
            premise = Objects.requireNonNullElse(premise, "");
            hypothesis = Objects.requireNonNullElse(hypothesis, "");
        }
    }

    /** The probability in [0, 1] that {@code premise} entails {@code hypothesis}; empty when no model is configured. */
    public Optional<Double> score(String premise, String hypothesis) {
        return scoreAll(List.of(new Query(premise, hypothesis))).map(probabilities -> probabilities.get(0));
    }

    /**
     * The probability of each query, in their order, the queries run in batches; empty when no model
     * is configured.
     */
    public Optional<List<Double>> scoreAll(List<Query> queries) {
        return current().map(classifier -> {
            int label = integer(LABEL_INDEX, -1);
            float[][] logits = classifier.logits(queries.stream()
                    .map(query -> classifier.encode(query.premise(), query.hypothesis())).toList());
            return Arrays.stream(logits).map(l -> probability(l, label)).toList();
        });
    }

    /** Softmax of the logits at {@code label} (negative: from the end); the sigmoid of a single logit. */
    static double probability(float[] logits, int label) {
        if (logits.length == 0) {
            throw new IllegalStateException("the cross-encoder returned no logits");
        }
        if (logits.length == 1) {
            return 1.0 / (1.0 + Math.exp(-logits[0]));
        }
        int index = label < 0 ? logits.length + label : label;
        if (index < 0 || index >= logits.length) {
            throw new IllegalStateException("validator.cross-encoder.label-index " + label + " is outside the "
                    + logits.length + " logits");
        }
        double max = Double.NEGATIVE_INFINITY;
        for (float logit : logits) {
            max = Math.max(max, logit);
        }
        double sum = 0;
        for (float logit : logits) {
            sum += Math.exp(logit - max);
        }
        return Math.exp(logits[index] - max) / sum;
    }

    private Optional<Source> source() {
        return setting(MODEL).map(this::inModels).map(file -> new Source(file,
                setting(TOKENIZER).map(this::inModels).orElseGet(() -> file.resolveSibling("tokenizer.json")),
                integer(MAX_TOKENS, 512), Math.max(1, integer(THREADS, 2))));
    }

    /** A path as the settings give it; a relative one is taken from the model folder, as the catalogue takes it. */
    private Path inModels(String value) {
        Path path = Path.of(value);
        return path.isAbsolute() ? path
                : Path.of(setting("ragguard.data.dir").orElse("target/ragguard"), "models").resolve(path).normalize();
    }

    private Optional<String> setting(String name) {
        return settings.apply(name).map(String::strip).filter(value -> !value.isEmpty());
    }

    private int integer(String name, int defaultValue) {
        return setting(name).map(Integer::parseInt).orElse(defaultValue);
    }

    /** The classifier for the current settings, opened (or closed) if they changed. */
    private synchronized Optional<PairClassifier> current() {
        Optional<Source> wanted = source();
        if (loaded != null && wanted.isPresent() && loaded.source().equals(wanted.get())) {
            return Optional.of(loaded.classifier());
        }
        close();
        wanted.ifPresent(source -> {
            long start = System.nanoTime();
            loaded = new Loaded(source, new PairClassifier(source.model(), source.tokenizer(), source.maxTokens(),
                    source.threads()));
            LOG.log(Level.INFO, "cross-encoder {0} loaded in {1} ms", source.model(),
                    (System.nanoTime() - start) / 1_000_000);
        });
        return Optional.ofNullable(loaded).map(Loaded::classifier);
    }
}
