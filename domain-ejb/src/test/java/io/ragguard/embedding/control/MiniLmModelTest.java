package io.ragguard.embedding.control;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MiniLmModelTest {

    @Test
    void readsTheSetting() {
        assertThat(MiniLmModel.of("int8")).isEqualTo(MiniLmModel.INT8);
        assertThat(MiniLmModel.of(" FP32 ")).isEqualTo(MiniLmModel.FP32);
        assertThat(MiniLmModel.INT8.description()).isEqualTo("all-minilm-l6-v2-q (int8)");
        assertThatThrownBy(() -> MiniLmModel.of("fp16"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("embedding.model is fp16");
    }

    @Test
    void extractsTheModelFileOnceAndReusesIt(@TempDir Path cache) throws IOException {
        Path file = MiniLmModel.INT8.modelFile(cache);
        FileTime written = FileTime.fromMillis(1_000_000_000L);
        Files.setLastModifiedTime(file, written);

        Path again = MiniLmModel.INT8.modelFile(cache);

        assertThat(again).isEqualTo(file).isEqualTo(cache.resolve("all-minilm-l6-v2-q.onnx"));
        assertThat(Files.getLastModifiedTime(again)).isEqualTo(written);
        assertThat(Files.size(file)).isEqualTo(22_972_370L);
        try (Stream<Path> files = Files.list(cache)) {
            assertThat(files).containsExactly(file);
        }
    }

    @Test
    void replacesAnIncompleteModelFile(@TempDir Path cache) throws IOException {
        Files.writeString(cache.resolve("all-minilm-l6-v2-q.onnx"), "cut short");

        Path file = MiniLmModel.INT8.modelFile(cache);

        assertThat(Files.size(file)).isEqualTo(22_972_370L);
    }
}
