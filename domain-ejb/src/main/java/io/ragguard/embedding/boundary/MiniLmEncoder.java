package io.ragguard.embedding.boundary;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;

import java.nio.FloatBuffer;
import java.nio.LongBuffer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.IntUnaryOperator;
import java.util.stream.IntStream;

/**
 * all-MiniLM-L6-v2 on ONNX Runtime: token ids to {@code last_hidden_state}, mean-pooled over the
 * attention mask and L2-normalised, so the cosine of two vectors is their dot product. The session
 * is created from a file (far less memory than from bytes) and is safe for concurrent use.
 */
public final class MiniLmEncoder implements AutoCloseable {

    /** The helper's batch is running when the caller waits for it (a pass of the model); this bounds a stuck one. */
    private static final long HELPER_LIMIT_SECONDS = 30;

    public static final int DIMENSIONS = 384;
    static final int BATCH_SIZE = 32;
    static final double MAX_PADDING = 0.1;
    static final int PADDING_PER_ROW = 4;
    /**
     * Word pieces above which an answer embedded in context is cut into two windows: a pass over 128
     * takes about 15 ms on one core, long enough for a second thread to pay.
     */
    static final int HALVES_FROM = 128;
    private static final String OUTPUT = "last_hidden_state";

    private final OrtEnvironment environment = OrtEnvironment.getEnvironment();
    private final OrtSession session;
    private final WordPieceTokenizer tokenizer;
    private final boolean tokenTypes;

    /** Loads the model; {@code intraOpThreads} is the number of threads one inference may use. */
    public MiniLmEncoder(Path modelFile, WordPieceTokenizer tokenizer, int intraOpThreads) {
        this.tokenizer = tokenizer;
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(intraOpThreads);
            options.setInterOpNumThreads(1);
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
            this.session = environment.createSession(modelFile.toString(), options);
            this.tokenTypes = session.getInputNames().contains("token_type_ids");
            if (!session.getOutputNames().contains(OUTPUT)) {
                session.close();
                throw new IllegalArgumentException(modelFile + " has no output " + OUTPUT);
            }
        } catch (OrtException e) {
            throw new IllegalStateException("cannot load the model " + modelFile, e);
        }
    }

    /** One text, encoded on the calling thread. */
    public float[] embed(String text) {
        return run(List.of(tokenizer.encode(text)))[0];
    }

    /** Many texts in batches of similar length (less padding); the vectors come back in input order. */
    public List<float[]> embedAll(List<String> texts) {
        return embedAll(texts, null);
    }

    /**
     * Many texts; with a {@code helper} the batches are shared between the calling thread and one
     * task on it (see {@link #shareBatches}), so that one request's sentences use two cores.
     */
    public List<float[]> embedAll(List<String> texts, Executor helper) {
        List<long[]> encoded = texts.stream().map(tokenizer::encode).toList();
        int[] byLength = IntStream.range(0, encoded.size()).boxed()
                .sorted(Comparator.comparingInt(i -> encoded.get(i).length))
                .mapToInt(Integer::intValue).toArray();
        float[][] vectors = new float[encoded.size()][];
        shareBatches(batches(byLength, i -> encoded.get(i).length, helper != null), helper, batch -> {
            float[][] batchVectors = run(Arrays.stream(batch).mapToObj(encoded::get).toList());
            for (int i = 0; i < batch.length; i++) {
                vectors[batch[i]] = batchVectors[i];
            }
        });
        return List.of(vectors);
    }

    /** A passage's vector and its sentences' vectors, from one pass of the model. */
    public record PassageVectors(float[] passage, List<float[]> sentences) {
    }

    /**
     * Embeds passages given as their sentences in one pass each: the passage vector is the mean over
     * all its tokens (as {@link #embed} of the joined text gives it), each sentence's vector the mean
     * over that sentence's tokens in the passage's context. Sentences the length limit cuts are
     * embedded on their own.
     */
    public List<PassageVectors> embedPassages(List<List<String>> passages) {
        return embedPassages(passages, null);
    }

    /** As {@link #embedPassages(List)}, the batches shared with one task on {@code helper} when given. */
    public List<PassageVectors> embedPassages(List<List<String>> passages, Executor helper) {
        List<WordPieceTokenizer.Segmented> encoded = passages.stream().map(tokenizer::encodeSegments).toList();
        int[] byLength = IntStream.range(0, encoded.size()).boxed()
                .sorted(Comparator.comparingInt(i -> encoded.get(i).ids().length))
                .mapToInt(Integer::intValue).toArray();
        PassageVectors[] vectors = new PassageVectors[encoded.size()];
        shareBatches(batches(byLength, i -> encoded.get(i).ids().length, helper != null), helper, batch -> {
            List<long[]> sequences = Arrays.stream(batch).mapToObj(i -> encoded.get(i).ids()).toList();
            int length = sequences.stream().mapToInt(ids -> ids.length).max().orElse(0);
            FloatBuffer hidden = forward(sequences, length);
            for (int row = 0; row < batch.length; row++) {
                WordPieceTokenizer.Segmented segments = encoded.get(batch[row]);
                float[] passage = mean(hidden, row, length, 0, segments.ids().length);
                List<float[]> sentences = new ArrayList<>();
                for (int s = 0; s < segments.starts().length; s++) {
                    sentences.add(segments.starts()[s] < segments.ends()[s]
                            ? mean(hidden, row, length, segments.starts()[s], segments.ends()[s])
                            : embed(passages.get(batch[row]).get(s)));
                }
                vectors[batch[row]] = new PassageVectors(passage, sentences);
            }
        });
        return List.of(vectors);
    }

    /** A sentence's vector and its pieces' vectors, pooled from the pass that held the sentence. */
    public record SentenceVectors(float[] sentence, List<float[]> pieces) {
    }

    /**
     * The sentences of one text (an answer), each given as its pieces (clauses, cut between words),
     * embedded in context: consecutive sentences share a pass of the model, in windows of at most the
     * model's length, and each sentence's vector, and each of its pieces', is the mean over its tokens
     * in that pass. [CLS] counts with the window's first sentence and [SEP] with its last, so a
     * window of one sentence gives the vector {@link #embed} gives the sentence. A longer answer is
     * cut into two windows of about half the tokens each (see {@link #windows}), which run side by
     * side with a {@code helper}. A sentence the length limit cuts is embedded on its own.
     */
    public List<SentenceVectors> embedInContext(List<List<String>> sentences, Executor helper) {
        int[] tokens = sentences.stream()
                .mapToInt(pieces -> pieces.stream().mapToInt(p -> tokenizer.tokenize(p).size()).sum()).toArray();
        List<int[]> windows = windows(tokens, tokenizer.maxTokens() - 2);
        SentenceVectors[] vectors = new SentenceVectors[sentences.size()];
        List<WordPieceTokenizer.Segmented> encoded = windows.stream()
                .map(w -> tokenizer.encodeSegments(sentences.subList(w[0], w[1]).stream()
                        .flatMap(List::stream).toList()))
                .toList();
        // a window is a batch of its own: an int8 pass quantises over its batch, so batching windows
        // together would make the vectors depend on whether a helper thread is given
        List<int[]> batches = IntStream.range(0, windows.size()).mapToObj(i -> new int[] {i}).toList();
        shareBatches(batches, helper, batch -> {
            int[] window = windows.get(batch[0]);
            WordPieceTokenizer.Segmented segments = encoded.get(batch[0]);
            int length = segments.ids().length;
            FloatBuffer hidden = forward(List.of(segments.ids()), length);
            int piece = 0;
            for (int s = window[0]; s < window[1]; s++) {
                int first = piece;
                piece += sentences.get(s).size();
                vectors[s] = pool(hidden, 0, length, segments, first, piece, s == window[0], s == window[1] - 1,
                        sentences.get(s));
            }
        });
        return List.of(vectors);
    }

    /** Pieces {@code [first, end)} of a window as one sentence, or the sentence on its own if the limit cut it. */
    private SentenceVectors pool(FloatBuffer hidden, int row, int length, WordPieceTokenizer.Segmented segments,
                                 int first, int end, boolean opens, boolean closes, List<String> pieces) {
        for (int p = first; p < end; p++) {
            if (segments.starts()[p] == segments.ends()[p] && !pieces.get(p - first).isBlank()) {
                PassageVectors alone = embedPassages(List.of(pieces)).get(0);
                return new SentenceVectors(alone.passage(), alone.sentences());
            }
        }
        int from = opens ? 0 : segments.starts()[first];
        int to = closes ? segments.ids().length : segments.ends()[end - 1];
        List<float[]> pooled = new ArrayList<>(end - first);
        for (int p = first; p < end; p++) {
            pooled.add(segments.starts()[p] < segments.ends()[p]
                    ? mean(hidden, row, length, segments.starts()[p], segments.ends()[p])
                    : mean(hidden, row, length, from, to));
        }
        return new SentenceVectors(mean(hidden, row, length, from, to), pooled);
    }

    /**
     * Consecutive sentences of the given token counts as windows {@code [from, to)} of at most
     * {@code room} tokens each. Sentences of more than {@link #HALVES_FROM} tokens in all are first cut
     * in two where the larger part is smallest, so that two threads can share them. The cut depends
     * on the text alone, never on the threads, so the same answer always gets the same vectors. A
     * sentence longer than the room is a window of its own.
     */
    static List<int[]> windows(int[] tokens, int room) {
        long total = Arrays.stream(tokens).asLongStream().sum();
        if (total <= HALVES_FROM || tokens.length < 2) {
            return windows(tokens, 0, tokens.length, room);
        }
        int cut = 1;
        long before = tokens[0];
        long best = Math.max(before, total - before);
        long prefix = before;
        for (int s = 2; s < tokens.length; s++) {
            prefix += tokens[s - 1];
            if (Math.max(prefix, total - prefix) < best) {
                best = Math.max(prefix, total - prefix);
                cut = s;
            }
        }
        List<int[]> windows = new ArrayList<>(windows(tokens, 0, cut, room));
        windows.addAll(windows(tokens, cut, tokens.length, room));
        return windows;
    }

    private static List<int[]> windows(int[] tokens, int from, int to, int room) {
        List<int[]> windows = new ArrayList<>();
        int start = from;
        long sum = 0;
        for (int s = from; s < to; s++) {
            if (s > start && sum + tokens[s] > room) {
                windows.add(new int[] {start, s});
                start = s;
                sum = 0;
            }
            sum += tokens[s];
        }
        if (start < to) {
            windows.add(new int[] {start, to});
        }
        return windows;
    }

    /**
     * Runs {@code work} on every batch. Without a helper, in order on the calling thread. With one,
     * the calling thread and one task submitted to the helper both take batches from a shared queue
     * until it is empty, and the caller returns when every batch is done: it never waits for a task
     * that has not started (if the helper is busy, the caller simply does all the work), so a request
     * running on the same executor cannot deadlock on it.
     */
    static void shareBatches(List<int[]> batches, Executor helper, Consumer<int[]> work) {
        if (helper == null || batches.size() < 2) {
            batches.forEach(work);
            return;
        }
        Queue<int[]> queue = new ConcurrentLinkedQueue<>(batches);
        CountDownLatch done = new CountDownLatch(batches.size());
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        Runnable worker = () -> {
            for (int[] batch = queue.poll(); batch != null; batch = queue.poll()) {
                try {
                    work.accept(batch);
                } catch (RuntimeException e) {
                    failure.compareAndSet(null, e);
                } finally {
                    done.countDown();
                }
            }
        };
        try {
            helper.execute(worker);
        } catch (RejectedExecutionException e) {
            // the caller takes every batch itself
        }
        worker.run();
        try {
            if (!done.await(HELPER_LIMIT_SECONDS, TimeUnit.SECONDS)) {
                throw new IllegalStateException("a batch taken by the helper thread is not done after "
                        + HELPER_LIMIT_SECONDS + " s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while embedding", e);
        }
        if (failure.get() != null) {
            throw failure.get();
        }
    }

    /**
     * Indices sorted by length cut into batches of at most {@link #BATCH_SIZE} whose padding is at most
     * {@link #MAX_PADDING} of their tokens or {@link #PADDING_PER_ROW} tokens a row: padded tokens
     * cost as much as real ones, and a batch of sentences from 5 to 60 tokens padded to 60 would
     * spend half its time on padding (measured: 30 % slower than one sentence at a time). With
     * {@code halves}, no batch holds more than half of all tokens, so that two threads can share them.
     */
    static List<int[]> batches(int[] byLength, IntUnaryOperator length, boolean halves) {
        long total = 0;
        for (int i : byLength) {
            total += length.applyAsInt(i);
        }
        long maxTokens = halves ? (total + 1) / 2 : Long.MAX_VALUE;
        List<int[]> batches = new ArrayList<>();
        int from = 0;
        while (from < byLength.length) {
            int to = from + 1;
            long tokens = length.applyAsInt(byLength[from]);
            while (to < byLength.length && to - from < BATCH_SIZE) {
                int rows = to - from + 1;
                long real = tokens + length.applyAsInt(byLength[to]);
                if (real > maxTokens) {
                    break;
                }
                long padding = (long) length.applyAsInt(byLength[to]) * rows - real;
                if (padding > Math.max(real * MAX_PADDING, PADDING_PER_ROW * rows)) {
                    break;
                }
                tokens += length.applyAsInt(byLength[to]);
                to++;
            }
            batches.add(Arrays.copyOfRange(byLength, from, to));
            from = to;
        }
        return batches;
    }

    /** Pads the sequences to the longest, runs the model and pools each row (unit vectors). */
    private float[][] run(List<long[]> sequences) {
        return run(sequences, true);
    }

    /** As {@link #run(List)}, the pooled rows at unit length or, with {@code unit} false, as pooled. */
    float[][] run(List<long[]> sequences, boolean unit) {
        int length = sequences.stream().mapToInt(ids -> ids.length).max().orElse(0);
        FloatBuffer hidden = forward(sequences, length);
        float[][] vectors = new float[sequences.size()][];
        for (int r = 0; r < vectors.length; r++) {
            vectors[r] = mean(hidden, r, length, 0, sequences.get(r).length, unit);
        }
        return vectors;
    }

    /** The model's last hidden state for the padded batch, {@code [rows, length, 384]} flattened. */
    private FloatBuffer forward(List<long[]> sequences, int length) {
        int rows = sequences.size();
        long[] ids = new long[rows * length];
        long[] mask = new long[rows * length];
        for (int r = 0; r < rows; r++) {
            long[] sequence = sequences.get(r);
            System.arraycopy(sequence, 0, ids, r * length, sequence.length);
            Arrays.fill(mask, r * length, r * length + sequence.length, 1L);
        }
        long[] shape = {rows, length};
        try (OnnxTensor idsTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(ids), shape);
                OnnxTensor maskTensor = OnnxTensor.createTensor(environment, LongBuffer.wrap(mask), shape);
                OnnxTensor typesTensor = OnnxTensor.createTensor(environment, LongBuffer.allocate(ids.length), shape)) {
            Map<String, OnnxTensor> inputs = new HashMap<>();
            inputs.put("input_ids", idsTensor);
            inputs.put("attention_mask", maskTensor);
            if (tokenTypes) {
                inputs.put("token_type_ids", typesTensor);
            }
            try (OrtSession.Result result = session.run(inputs, Set.of(OUTPUT))) {
                return ((OnnxTensor) result.get(OUTPUT).orElseThrow()).getFloatBuffer();
            }
        } catch (OrtException e) {
            throw new IllegalStateException("embedding failed", e);
        }
    }

    /** The mean of tokens {@code [from, to)} of one row, scaled to unit length. */
    private static float[] mean(FloatBuffer hidden, int row, int length, int from, int to) {
        return mean(hidden, row, length, from, to, true);
    }

    private static float[] mean(FloatBuffer hidden, int row, int length, int from, int to, boolean unit) {
        float[] sum = new float[DIMENSIONS];
        for (int t = from; t < to; t++) {
            int offset = (row * length + t) * DIMENSIONS;
            for (int d = 0; d < DIMENSIONS; d++) {
                sum[d] += hidden.get(offset + d);
            }
        }
        for (int d = 0; d < DIMENSIONS; d++) {
            sum[d] /= to - from;
        }
        if (unit) {
            Vectors.normalise(sum);
        }
        return sum;
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new IllegalStateException("cannot close the model session", e);
        }
    }
}
