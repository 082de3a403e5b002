package io.ragguard.validation.crossencoder;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * The entailment model trained here (bench's {@code train_entailment.py}: all-MiniLM-L6-v2
 * fine-tuned on MultiNLI, FEVER and synthetic pairs, int8) ships in this jar under
 * {@code META-INF/ragguard/models/entailment/} and is copied into the model folder, so that
 * {@code validator.cross-encoder.model=entailment/model.onnx} names it like any model put there.
 * A file already there with the same size is kept.
 */
final class BundledModel {

    /** The setting value that names it, relative to the model folder. */
    static final String MODEL = "entailment/model.onnx";
    private static final List<String> FILES = List.of("entailment/model.onnx", "entailment/tokenizer.json");
    private static final String ROOT = "META-INF/ragguard/models/";

    private BundledModel() {
    }

    /** Copies the bundled files into {@code models} where they are missing; false when this jar holds none. */
    static boolean extract(Path models) {
        for (String file : FILES) {
            URL url = BundledModel.class.getClassLoader().getResource(ROOT + file);
            if (url == null) {
                return false;
            }
            try {
                URLConnection connection = url.openConnection();
                connection.setUseCaches(false);
                long size = connection.getContentLengthLong();
                Path target = models.resolve(file);
                if (size >= 0 && Files.isRegularFile(target) && Files.size(target) == size) {
                    continue;
                }
                Files.createDirectories(target.getParent());
                Path part = Files.createTempFile(target.getParent(), target.getFileName().toString(), ".part");
                try (InputStream in = connection.getInputStream()) {
                    Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
                    Files.move(part, target, StandardCopyOption.ATOMIC_MOVE);
                } finally {
                    Files.deleteIfExists(part);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot copy the bundled " + file + " to " + models, e);
            }
        }
        return true;
    }
}
