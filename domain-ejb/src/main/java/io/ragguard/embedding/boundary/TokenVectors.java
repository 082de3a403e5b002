package io.ragguard.embedding.boundary;

import io.ragguard.embedding.control.MiniLmModel;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Static word-piece vectors distilled from all-MiniLM-L6-v2, for comparing many short texts fast
 * (the grounding validators' claims and evidence sentences): a text's vector is the weighted sum of
 * its word pieces' vectors, scaled to unit length, and costs no pass of the model. Distilled as
 * Model2Vec does: each word piece's vector is the fp32 model's embedding of the piece alone
 * ({@code [CLS] piece [SEP]}, mean-pooled), less the mean over the vocabulary's pieces (the direction
 * every vector shares), at unit length; a piece weighs {@code log(1 + rank)}, its rank counted from
 * the first whole word of the vocabulary ("the"), which BERT's vocabulary orders by frequency, so that
 * rare words count more than common ones (Zipf's law standing in for inverse frequency).
 *
 * <p>Distilling runs the model over the 30,522 pieces (about 11 s on two cores); {@link #open} keeps
 * the result in a file ({@value #FILE}, 47 MB) and reads it on later starts. Immutable and thread-safe.
 */
public final class TokenVectors {

    static final String FILE = "all-minilm-l6-v2.tokens";

    private static final System.Logger LOG = System.getLogger(TokenVectors.class.getName());
    private static final int MAGIC = 0x52475456;
    private static final int VERSION = 1;
    private static final int DISTIL_BATCH = 256;

    private final WordPieceTokenizer tokenizer;
    private final float[] vectors;
    private final float[] weights;

    private TokenVectors(WordPieceTokenizer tokenizer, float[] vectors) {
        this.tokenizer = tokenizer;
        this.vectors = vectors;
        int count = tokenizer.vocabularySize();
        int first = tokenizer.idOf("the");
        this.weights = new float[count];
        for (int id = 0; id < count; id++) {
            weights[id] = (float) Math.log(1 + Math.max(1, id - first + 1));
        }
    }

    /**
     * The vectors kept in {@code directory} (file {@value #FILE}), or distilled from the fp32 model on
     * {@code threads} threads and kept there for the next start (if the directory can be written).
     */
    public static TokenVectors open(Path directory, int threads) {
        WordPieceTokenizer tokenizer = MiniLmModel.FP32.tokenizer(Integer.MAX_VALUE);
        Path file = directory.resolve(FILE);
        Optional<float[]> kept = read(file, tokenizer.vocabularySize());
        if (kept.isPresent()) {
            return new TokenVectors(tokenizer, kept.get());
        }
        long start = System.nanoTime();
        TokenVectors distilled;
        try (MiniLmEncoder encoder = MiniLmModel.FP32.open(directory, 3, threads)) {
            distilled = new TokenVectors(tokenizer, distil(encoder, tokenizer));
        }
        LOG.log(Level.INFO, "Word-piece vectors distilled from {0} in {1} ms", MiniLmModel.FP32.description(),
                (System.nanoTime() - start) / 1_000_000);
        try {
            distilled.write(file);
        } catch (IOException | UncheckedIOException e) {
            LOG.log(Level.WARNING, "cannot keep the word-piece vectors in " + file + ": they are distilled again"
                    + " on the next start", e);
        }
        return distilled;
    }

    /** Every piece embedded alone, centred on the vocabulary's mean and scaled to unit length; flattened. */
    static float[] distil(MiniLmEncoder encoder, WordPieceTokenizer tokenizer) {
        int count = tokenizer.vocabularySize();
        int cls = tokenizer.idOf("[CLS]");
        int sep = tokenizer.idOf("[SEP]");
        int d = MiniLmEncoder.DIMENSIONS;
        float[] vectors = new float[count * d];
        for (int from = 0; from < count; from += DISTIL_BATCH) {
            List<long[]> batch = new ArrayList<>();
            for (int id = from; id < Math.min(count, from + DISTIL_BATCH); id++) {
                batch.add(new long[] {cls, id, sep});
            }
            float[][] embedded = encoder.run(batch, false);
            for (int i = 0; i < embedded.length; i++) {
                System.arraycopy(embedded[i], 0, vectors, (from + i) * d, d);
            }
        }
        Set<Integer> special = tokenizer.specialIds();
        double[] mean = new double[d];
        for (int id = 0; id < count; id++) {
            if (!special.contains(id)) {
                for (int j = 0; j < d; j++) {
                    mean[j] += vectors[id * d + j];
                }
            }
        }
        int pieces = count - special.size();
        for (int id = 0; id < count; id++) {
            double norm = 0;
            for (int j = 0; j < d; j++) {
                float centred = (float) (vectors[id * d + j] - mean[j] / pieces);
                vectors[id * d + j] = centred;
                norm += centred * centred;
            }
            float scale = norm > 0 ? (float) (1 / Math.sqrt(norm)) : 0;
            for (int j = 0; j < d; j++) {
                vectors[id * d + j] *= scale;
            }
        }
        return vectors;
    }

    /** One text's vector: its word pieces' vectors, weighted, summed and scaled to unit length. */
    public float[] embed(String text) {
        return pool(tokenizer.pieceIds(text));
    }

    /** Many texts' vectors, in input order. */
    public List<float[]> embedAll(List<String> texts) {
        return texts.stream().map(this::embed).toList();
    }

    /**
     * The sentences of a text, each given as its pieces (clauses): each sentence's vector and each
     * piece's, in the shape {@link MiniLmEncoder#embedInContext} gives them.
     */
    public List<MiniLmEncoder.SentenceVectors> embedPieces(List<List<String>> sentences) {
        List<MiniLmEncoder.SentenceVectors> out = new ArrayList<>(sentences.size());
        for (List<String> pieces : sentences) {
            float[] sum = new float[MiniLmEncoder.DIMENSIONS];
            List<float[]> pooled = new ArrayList<>(pieces.size());
            for (String piece : pieces) {
                float[] vector = new float[MiniLmEncoder.DIMENSIONS];
                add(tokenizer.pieceIds(piece), vector);
                for (int j = 0; j < sum.length; j++) {
                    sum[j] += vector[j];
                }
                Vectors.normalise(vector);
                pooled.add(vector);
            }
            Vectors.normalise(sum);
            out.add(new MiniLmEncoder.SentenceVectors(sum, pooled));
        }
        return out;
    }

    private float[] pool(int[] ids) {
        float[] sum = new float[MiniLmEncoder.DIMENSIONS];
        add(ids, sum);
        Vectors.normalise(sum);
        return sum;
    }

    private void add(int[] ids, float[] sum) {
        int d = sum.length;
        for (int id : ids) {
            float w = weights[id];
            int offset = id * d;
            for (int j = 0; j < d; j++) {
                sum[j] += w * vectors[offset + j];
            }
        }
    }

    /** Written to a temporary file first and moved into place, so a reader never sees half a file. */
    void write(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Path part = Files.createTempFile(file.getParent(), FILE, ".part");
        try (FileChannel channel = FileChannel.open(part, StandardOpenOption.WRITE)) {
            ByteBuffer header = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN)
                    .putInt(MAGIC).putInt(VERSION).putInt(vectors.length / MiniLmEncoder.DIMENSIONS)
                    .putInt(MiniLmEncoder.DIMENSIONS).flip();
            channel.write(header);
            ByteBuffer body = ByteBuffer.allocate(vectors.length * Float.BYTES).order(ByteOrder.LITTLE_ENDIAN);
            body.asFloatBuffer().put(vectors);
            channel.write(body);
            Files.move(part, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(part);
        }
    }

    /** The vectors of a file written by {@link #write}, if it is one for a vocabulary of {@code count} pieces. */
    static Optional<float[]> read(Path file, int count) {
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long expected = 16L + (long) count * MiniLmEncoder.DIMENSIONS * Float.BYTES;
            if (channel.size() != expected) {
                LOG.log(Level.WARNING, "{0} holds {1} bytes, expected {2}: distilling again", file, channel.size(),
                        expected);
                return Optional.empty();
            }
            ByteBuffer all = channel.map(FileChannel.MapMode.READ_ONLY, 0, expected).order(ByteOrder.LITTLE_ENDIAN);
            if (all.getInt() != MAGIC || all.getInt() != VERSION || all.getInt() != count
                    || all.getInt() != MiniLmEncoder.DIMENSIONS) {
                LOG.log(Level.WARNING, "{0} is not a word-piece vector file of this version: distilling again", file);
                return Optional.empty();
            }
            float[] vectors = new float[count * MiniLmEncoder.DIMENSIONS];
            all.asFloatBuffer().get(vectors);
            return Optional.of(vectors);
        } catch (IOException e) {
            LOG.log(Level.WARNING, "cannot read " + file + ": distilling again", e);
            return Optional.empty();
        }
    }
}
