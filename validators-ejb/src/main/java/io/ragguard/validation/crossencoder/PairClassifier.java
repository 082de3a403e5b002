package io.ragguard.validation.crossencoder;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import io.ragguard.embedding.boundary.WordPieceTokenizer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A sequence-pair classifier in ONNX: {@code [CLS] premise [SEP] hypothesis [SEP]}, token types 0
 * then 1, the longer text cut first when the pair exceeds {@code maxTokens} ({@link TokenPair}), fed
 * as {@code input_ids}, {@code attention_mask} and {@code token_type_ids} [batch, tokens] (those of
 * them the model declares); its first output holds the logits of each pair of the batch. Thread-safe;
 * close it to free the session.
 */
final class PairClassifier implements AutoCloseable {

    private final OrtEnvironment environment = OrtEnvironment.getEnvironment();
    private final OrtSession session;
    private final WordPieceTokenizer tokenizer;
    private final int maxTokens;

    PairClassifier(Path model, Path tokenizerJson, int maxTokens) {
        this(model, tokenizerJson, maxTokens, 1);
    }

    PairClassifier(Path model, Path tokenizerJson, int maxTokens, int threads) {
        if (maxTokens < 3) {
            throw new IllegalArgumentException("a pair needs at least 3 tokens: " + maxTokens);
        }
        try (InputStream json = Files.newInputStream(tokenizerJson)) {
            this.tokenizer = WordPieceTokenizer.read(json, maxTokens);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the tokenizer " + tokenizerJson, e);
        }
        this.maxTokens = maxTokens;
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(threads);
            options.addConfigEntry("session.intra_op.allow_spinning", "0");
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
            this.session = environment.createSession(model.toString(), options);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the cross-encoder " + model, e);
        }
    }

    /** The model's logits for the pair. */
    float[] logits(String premise, String hypothesis) {
        return logits(List.of(encode(premise, hypothesis)))[0];
    }

    /**
     * The model's logits for each pair, in their order, from runs over up to {@value #BATCH} pairs
     * of similar length at a time (shorter pairs padded, their padding masked): one run over several
     * pairs costs less than a run for each.
     */
    float[][] logits(List<TokenPair> pairs) {
        Integer[] order = new Integer[pairs.size()];
        Arrays.setAll(order, i -> i);
        Arrays.sort(order, Comparator.comparingInt(i -> pairs.get(i).ids().length));
        float[][] logits = new float[pairs.size()][];
        for (int from = 0; from < order.length; from += BATCH) {
            List<Integer> batch = Arrays.asList(order).subList(from, Math.min(order.length, from + BATCH));
            float[][] out = run(batch.stream().map(pairs::get).toList());
            for (int i = 0; i < batch.size(); i++) {
                logits[batch.get(i)] = out[i];
            }
        }
        return logits;
    }

    /** Pairs at most this many to a run. */
    static final int BATCH = 8;

    private float[][] run(List<TokenPair> batch) {
        int length = batch.stream().mapToInt(pair -> pair.ids().length).max().orElse(0);
        long[] ids = new long[batch.size() * length];
        long[] mask = new long[ids.length];
        long[] types = new long[ids.length];
        for (int b = 0; b < batch.size(); b++) {
            TokenPair pair = batch.get(b);
            System.arraycopy(pair.ids(), 0, ids, b * length, pair.ids().length);
            System.arraycopy(pair.types(), 0, types, b * length, pair.types().length);
            Arrays.fill(mask, b * length, b * length + pair.ids().length, 1);
        }
        long[] shape = {batch.size(), length};
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            put(inputs, "input_ids", ids, shape);
            put(inputs, "attention_mask", mask, shape);
            put(inputs, "token_type_ids", types, shape);
            try (OrtSession.Result result = session.run(inputs)) {
                FloatBuffer buffer = ((OnnxTensor) result.get(0)).getFloatBuffer();
                int labels = buffer.remaining() / batch.size();
                float[][] logits = new float[batch.size()][labels];
                for (float[] row : logits) {
                    buffer.get(row);
                }
                return logits;
            }
        } catch (OrtException e) {
            throw new IllegalStateException("the cross-encoder failed", e);
        } finally {
            inputs.values().forEach(OnnxTensor::close);
        }
    }

    private void put(Map<String, OnnxTensor> inputs, String name, long[] values, long[] shape) throws OrtException {
        if (session.getInputNames().contains(name)) {
            inputs.put(name, OnnxTensor.createTensor(environment, LongBuffer.wrap(values), shape));
        }
    }

    TokenPair encode(String premise, String hypothesis) {
        return TokenPair.of(tokenizer, maxTokens, premise, hypothesis);
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException("cannot close the cross-encoder session", e);
        }
    }
}
