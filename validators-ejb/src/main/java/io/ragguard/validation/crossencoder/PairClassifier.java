package io.ragguard.validation.crossencoder;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OnnxValue;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import io.ragguard.embedding.control.WordPieceTokenizer;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * A sequence-pair classifier in ONNX: {@code [CLS] premise [SEP] hypothesis [SEP]}, token types 0
 * then 1, the longer text cut first when the pair exceeds {@code maxTokens}, fed as
 * {@code input_ids}, {@code attention_mask} and {@code token_type_ids} (those of them the model
 * declares); its first output holds the logits of one pair. Thread-safe; close it to free the session.
 */
final class PairClassifier implements AutoCloseable {

    private final OrtEnvironment environment = OrtEnvironment.getEnvironment();
    private final OrtSession session;
    private final WordPieceTokenizer tokenizer;
    private final int maxTokens;

    PairClassifier(Path model, Path tokenizerJson, int maxTokens) {
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
            options.setIntraOpNumThreads(1);
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
            this.session = environment.createSession(model.toString(), options);
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the cross-encoder " + model, e);
        }
    }

    /** The model's logits for the pair. */
    float[] logits(String premise, String hypothesis) {
        TokenPair pair = encode(premise, hypothesis);
        long[] shape = {1, pair.ids().length};
        long[] mask = new long[pair.ids().length];
        Arrays.fill(mask, 1);
        Map<String, OnnxTensor> inputs = new HashMap<>();
        try {
            put(inputs, "input_ids", pair.ids(), shape);
            put(inputs, "attention_mask", mask, shape);
            put(inputs, "token_type_ids", pair.types(), shape);
            try (OrtSession.Result result = session.run(inputs)) {
                OnnxValue output = result.get(0);
                FloatBuffer buffer = ((OnnxTensor) output).getFloatBuffer();
                float[] logits = new float[buffer.remaining()];
                buffer.get(logits);
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
