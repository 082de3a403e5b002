package io.ragguard.settings.control;

import ai.onnxruntime.NodeInfo;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import io.ragguard.settings.boundary.SettingDefinition;
import jakarta.json.Json;
import jakarta.json.JsonException;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Checks a file a setting names: it must lie in the server's model folder (a relative path is taken
 * from there; the real path counts, so a link out of the folder does not), be a readable regular file,
 * and open as the kind of file the setting needs. A path outside gets the same refusal as one that
 * does not exist, so that the answer tells nothing about files elsewhere on the server.
 */
public final class ModelFiles {

    private ModelFiles() {
    }

    /** The file's real path, when it is one the setting may name. */
    public static String check(Path folder, String value, SettingDefinition definition) {
        Path file;
        try {
            Path root = folder.toAbsolutePath().normalize();
            Path given = Path.of(value);
            Path candidate = (given.isAbsolute() ? given : root.resolve(given)).normalize();
            if (!candidate.startsWith(root) || !Files.isRegularFile(candidate) || !Files.isReadable(candidate)) {
                throw definition.refused(value);
            }
            file = candidate.toRealPath();
            if (!file.startsWith(root.toRealPath())) {
                throw definition.refused(value);
            }
        } catch (InvalidPathException | IOException e) {
            throw definition.refused(value);
        }
        boolean readable = switch (definition.file()) {
            case ONNX_MODEL -> onnxModel(file);
            case TOKENIZER -> tokenizer(file);
        };
        if (!readable) {
            throw definition.refused(value);
        }
        return file.toString();
    }

    /** An ONNX model that reads word-piece ids and gives each pair a row of logits. */
    private static boolean onnxModel(Path file) {
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions();
             OrtSession session = OrtEnvironment.getEnvironment().createSession(file.toString(), options)) {
            // a pair classifier: word-piece ids in, one row of logits per pair out
            return session.getInputNames().contains("input_ids") && session.getOutputInfo().values().stream()
                    .findFirst().map(NodeInfo::getInfo).filter(TensorInfo.class::isInstance)
                    .map(info -> ((TensorInfo) info).getShape().length == 2).orElse(false);
        } catch (OrtException | RuntimeException e) {
            return false;
        }
    }

    /** A Hugging Face tokenizer.json of a word-piece model: {@code {"model": {"type": "WordPiece", "vocab": {...}}}}. */
    private static boolean tokenizer(Path file) {
        try (InputStream in = Files.newInputStream(file); var reader = Json.createReader(in)) {
            JsonValue root = reader.readValue();
            if (root.getValueType() != JsonValue.ValueType.OBJECT) {
                return false;
            }
            if (!(((JsonObject) root).get("model") instanceof JsonObject model)) {
                return false;
            }
            String type = model.get("type") instanceof JsonString named ? named.getString() : "WordPiece";
            return "WordPiece".equals(type) && model.get("vocab") instanceof JsonObject vocab && !vocab.isEmpty();
        } catch (IOException | JsonException | ClassCastException e) {
            return false;
        }
    }
}
