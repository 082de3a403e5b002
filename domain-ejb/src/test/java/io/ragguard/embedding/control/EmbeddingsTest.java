package io.ragguard.embedding.control;

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
            List<float[]> all = embeddings.embedAll(List.of("What is the refund policy for returns?", "How do I return an item?"));
            assertThat(question).hasSize(embeddings.dimensions());
            assertThat(all).hasSize(2);
            assertThat(Vectors.cosine(all.get(1), question)).isCloseTo(1.0, within(1e-5));
            assertThat(embeddings.embedAll(List.of("What is the refund policy for returns?")).get(0))
                    .as("a text embedded before comes from the cache").isSameAs(all.get(0));
            float[] answer = embeddings.embedSentences("Items can be returned within 30 days. Members get 60 days.");
            float[] mean = Vectors.unitMean(embeddings.embedAll(List.of("Items can be returned within 30 days.",
                    "Members get 60 days.")));
            assertThat(Vectors.cosine(answer, mean)).as("an answer is the mean of its sentences").isCloseTo(1.0,
                    within(1e-6));
            assertThat(embeddings.embedSentences(" How do I return an item? ")).isSameAs(question);
        } finally {
            embeddings.close();
        }
    }

    @Test
    void embedsAnAnswerInContextOnceGivingItsSentencesAndTheirClauses(@TempDir Path data) {
        Embeddings embeddings = embeddings("int8", data);
        try {
            embeddings.open();
            List<String> first = List.of("Items can be returned within 30 days.");
            List<String> second = List.of("Paris is the capital of France", ", and ", "it has two million people.");

            List<MiniLmEncoder.SentenceVectors> answer = embeddings.embedInContext(List.of(first, second));

            assertThat(answer).hasSize(2);
            assertThat(answer.get(1).pieces()).hasSize(3);
            assertThat(embeddings.embedAll(List.of(String.join("", second))).get(0))
                    .as("a sentence's vector is kept for its text").isSameAs(answer.get(1).sentence());
            assertThat(embeddings.embedInContext(List.of(first, second))).as("cached").isSameAs(answer);
            float[] clause = embeddings.embed("Paris is the capital of France.");
            assertThat(Vectors.cosine(answer.get(1).pieces().get(0), clause)).as("a clause in context is near itself")
                    .isGreaterThan(0.7);
            assertThat(Vectors.cosine(answer.get(1).pieces().get(0), answer.get(1).pieces().get(2))).isLessThan(
                    Vectors.cosine(answer.get(1).pieces().get(0), clause));
            Embeddings fresh = embeddings("int8", data);
            try {
                fresh.open();
                float[] answerVector = fresh.embedSentences(first.get(0) + " " + String.join("", second));
                assertThat(Vectors.cosine(answerVector, Vectors.unitMean(List.of(answer.get(0).sentence(),
                        answer.get(1).sentence())))).as("an answer not yet embedded is embedded in context")
                        .isCloseTo(1.0, within(1e-3));
                fresh.close();
                fresh.open();
                assertThat(Vectors.cosine(fresh.embedInContext(List.of(first)).get(0).sentence(),
                        fresh.embed(first.get(0)))).as("an answer of one sentence is the sentence's own vector")
                        .isCloseTo(1.0, within(1e-3));
            } finally {
                fresh.close();
            }
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
