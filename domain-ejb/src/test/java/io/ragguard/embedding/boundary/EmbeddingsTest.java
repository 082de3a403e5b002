package io.ragguard.embedding.boundary;

import io.ragguard.embedding.control.MiniLmModel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The control outside a container: its settings set by hand, its life-cycle methods called directly. */
class EmbeddingsTest {

    @Test
    void loadsTheConfiguredModelIntoTheDataDirectoryAndEmbeds(@TempDir Path data) {
        Embeddings embeddings = embeddings("fp32", data);
        try {
            embeddings.open();

            assertThat(embeddings.model()).isEqualTo("all-minilm-l6-v2 (fp32)");
            assertThat(Files.isRegularFile(data.resolve("models/all-minilm-l6-v2.onnx"))).isTrue();
            float[] question = embeddings.embed("How do I return an item?");
            assertThat(question).hasSize(embeddings.dimensions());
            assertThat(embeddings.embed("How do I return an item?")).as("a text embedded before comes from the cache")
                    .isSameAs(question);
            float[] answer = embeddings.embedSentences("Items can be returned within 30 days. Members get 60 days.");
            float[] mean = Vectors.unitMean(List.of(embeddings.embed("Items can be returned within 30 days."),
                    embeddings.embed("Members get 60 days.")));
            assertThat(Vectors.cosine(answer, mean)).as("an answer is the mean of its sentences").isCloseTo(1.0,
                    within(1e-6));
            assertThat(embeddings.embedSentences(" How do I return an item? ")).isSameAs(question);
        } finally {
            embeddings.close();
        }
    }

    @Test
    void embedsAnAnswersSentencesInContextOnceAndKeepsEachForItsText(@TempDir Path data) {
        String first = "Items can be returned within 30 days.";
        String second = "Paris is the capital of France, and it has two million people.";
        List<MiniLmEncoder.SentenceVectors> inContext;
        try (MiniLmEncoder encoder = MiniLmModel.INT8.open(data.resolve("models"), 256, 1)) {
            inContext = encoder.embedInContext(List.of(List.of(first), List.of(second)), null);
        }
        Embeddings embeddings = embeddings("int8", data);
        try {
            embeddings.open();

            float[] answer = embeddings.embedSentences(first + " " + second);

            assertThat(Vectors.cosine(answer, Vectors.unitMean(List.of(inContext.get(0).sentence(),
                    inContext.get(1).sentence())))).as("embedded in context, one pass").isCloseTo(1.0, within(1e-3));
            assertThat(Vectors.cosine(embeddings.embed(second), inContext.get(1).sentence()))
                    .as("each sentence's vector in context is kept for its text").isCloseTo(1.0, within(1e-6));
            try (MiniLmEncoder alone = MiniLmModel.INT8.open(data.resolve("models"), 256, 1)) {
                assertThat(Vectors.cosine(alone.embed(second), inContext.get(1).sentence()))
                        .as("embedded on its own it would differ").isLessThan(1 - 1e-4);
            }
            assertThat(embeddings.embedSentences(first + " " + second)).as("the same answer again, no pass")
                    .containsExactly(answer);
        } finally {
            embeddings.close();
        }
    }

    @Test
    void refusesAnUnknownModel(@TempDir Path data) {
        Embeddings embeddings = embeddings("bge", data);

        assertThatThrownBy(embeddings::open).hasMessageContaining("expected int8 or fp32");
        embeddings.close();
    }

    private static Embeddings embeddings(String setting, Path data) {
        Embeddings embeddings = new Embeddings();
        embeddings.setting = setting;
        embeddings.dataDir = data.toString();
        embeddings.cacheEntries = 100;
        return embeddings;
    }
}
