package io.ragguard.bench;

import io.ragguard.embedding.control.MiniLmEncoder;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The encoder with a cache from text to vector: SummEdits repeats each document for every edited
 * summary, so each distinct sentence is embedded once. The server does the same at ingest (sentence
 * vectors stored with each passage), so only claims cost embeddings per request there. With
 * {@code -Dembedding.cache=file} the cache is kept on disk between runs (int8 vectors; about 40,000
 * sentences, four minutes on two cores, for all the development data).
 */
final class EmbeddingCache implements Function<List<String>, List<float[]>> {

    private final MiniLmEncoder encoder;
    private final Map<String, float[]> cache = new HashMap<>();
    private final Path file;

    EmbeddingCache(MiniLmEncoder encoder) {
        this.encoder = encoder;
        String property = System.getProperty("embedding.cache");
        this.file = property == null || property.isBlank() ? null : Path.of(property);
        if (file != null && Files.isRegularFile(file)) {
            load();
        }
    }

    @Override
    public List<float[]> apply(List<String> texts) {
        List<String> missing = new ArrayList<>(new LinkedHashSet<>(texts));
        missing.removeIf(cache::containsKey);
        if (!missing.isEmpty()) {
            List<float[]> vectors = encoder.embedAll(missing);
            for (int i = 0; i < missing.size(); i++) {
                cache.put(missing.get(i), vectors.get(i));
            }
        }
        return texts.stream().map(cache::get).toList();
    }

    /** Embeds many texts up front in large batches and saves the cache if it has a file. */
    void warm(List<String> texts) {
        int before = cache.size();
        apply(texts);
        if (file != null && cache.size() > before) {
            save();
        }
    }

    private void load() {
        try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(file)))) {
            while (true) {
                String text;
                try {
                    text = in.readUTF();
                } catch (EOFException end) {
                    return;
                }
                float[] v = new float[in.readInt()];
                for (int i = 0; i < v.length; i++) {
                    v[i] = in.readFloat();
                }
                cache.put(text, v);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    private void save() {
        try (DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file)))) {
            for (Map.Entry<String, float[]> e : cache.entrySet()) {
                if (e.getKey().length() > 20_000) {
                    continue;
                }
                out.writeUTF(e.getKey());
                out.writeInt(e.getValue().length);
                for (float f : e.getValue()) {
                    out.writeFloat(f);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
