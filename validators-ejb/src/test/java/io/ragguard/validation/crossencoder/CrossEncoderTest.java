package io.ragguard.validation.crossencoder;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/**
 * The cross-encoder on a tiny ONNX classifier built here: logits = [sum ids, sum token types,
 * sum mask] x W + B, so every score can be computed by hand from the token ids.
 */
class CrossEncoderTest {

    /** Rows: the sums of input_ids, token_type_ids and attention_mask; columns: the two logits. */
    private static final float[][] W = {{0.01f, -0.01f}, {0.0f, 0.3f}, {0.1f, 0.0f}};
    private static final float[] B = {0.0f, 0.5f};

    @TempDir
    Path folder;

    private final Map<String, String> settings = new HashMap<>();
    private final CrossEncoder encoder = new CrossEncoder();

    @BeforeEach
    void writeModelAndTokenizer() throws IOException {
        TinyPairClassifier.write(folder, W, B);
        encoder.settings = name -> Optional.ofNullable(settings.get(name));
    }

    @AfterEach
    void close() {
        encoder.close();
    }

    @Test
    void encodesThePairWithTokenTypesZeroThenOne() {
        try (PairClassifier classifier = classifier(512)) {
            TokenPair pair = classifier.encode("The sky is blue.", "The grass is green");

            assertThat(pair.ids()).containsExactly(2, 4, 5, 6, 7, 10, 3, 4, 9, 6, 8, 3);
            assertThat(pair.types()).containsExactly(0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1);
        }
    }

    @Test
    void cutsTheLongerTextFirstWhenThePairIsTooLong() {
        try (PairClassifier classifier = classifier(8)) {
            TokenPair pair = classifier.encode("The sky is blue.", "The grass is green");

            assertThat(pair.ids()).containsExactly(2, 4, 5, 3, 4, 9, 6, 3);
            assertThat(pair.types()).containsExactly(0, 0, 0, 0, 1, 1, 1, 1);
        }
    }

    @Test
    void returnsTheModelsLogits() {
        try (PairClassifier classifier = classifier(512)) {
            float[] logits = classifier.logits("The sky is blue.", "The grass is green");

            // sum of ids 67, of token types 5, of the mask 12
            assertThat(logits).containsExactly(new float[] {1.87f, 1.33f}, within(1e-5f));
        }
    }

    @Test
    void batchesPairsOfEveryLengthInTheirOrderAsIfEachRanAlone() {
        List<TokenPair> pairs = new ArrayList<>();
        List<String[]> texts = new ArrayList<>();
        for (int i = 0; i < PairClassifier.BATCH + 3; i++) {
            // lengths differ and are not sorted, and the pairs need two runs
            String premise = "The sky is blue." + " green".repeat((i * 7) % 5);
            String hypothesis = i % 2 == 0 ? "The grass" : "The grass is green.";
            texts.add(new String[] {premise, hypothesis});
        }
        try (PairClassifier classifier = classifier(512)) {
            texts.forEach(t -> pairs.add(classifier.encode(t[0], t[1])));

            float[][] batched = classifier.logits(pairs);

            assertThat(batched.length).isEqualTo(texts.size());
            for (int i = 0; i < texts.size(); i++) {
                assertThat(batched[i]).containsExactly(classifier.logits(texts.get(i)[0], texts.get(i)[1]),
                        within(1e-5f));
            }
            assertThat(batched[0]).isNotEqualTo(batched[1]);
        }
    }

    @Test
    void scoresEveryQueryInItsOrder() {
        settings.put(CrossEncoder.MODEL, folder.resolve("model.onnx").toString());
        encoder.open();

        Optional<List<Double>> scores = encoder.scoreAll(List.of(new CrossEncoder.Query("The sky is blue.",
                "The grass is green"), new CrossEncoder.Query("the sky", null)));

        assertThat(scores).hasValueSatisfying(p -> {
            assertThat(p).hasSize(2);
            assertThat(p.get(0)).isCloseTo(encoder.score("The sky is blue.", "The grass is green").orElseThrow(),
                    within(1e-9));
            assertThat(p.get(1)).isCloseTo(encoder.score("the sky", "").orElseThrow(), within(1e-9));
            assertThat(p.get(0)).isNotCloseTo(p.get(1), within(1e-3));
        });
    }

    @Test
    void scoresTheSameOnAnyNumberOfThreads() {
        settings.put(CrossEncoder.MODEL, folder.resolve("model.onnx").toString());
        settings.put(CrossEncoder.THREADS, "1");
        encoder.open();
        double one = encoder.score("The sky is blue.", "The grass is green").orElseThrow();

        settings.put(CrossEncoder.THREADS, "3");

        assertThat(encoder.score("The sky is blue.", "The grass is green")).hasValue(one);
    }

    @Test
    void scoresTheSoftmaxOfTheLastLabelByDefault() {
        settings.put(CrossEncoder.MODEL, folder.resolve("model.onnx").toString());
        encoder.open();

        Optional<Double> score = encoder.score("The sky is blue.", "The grass is green");

        assertThat(encoder.enabled()).isTrue();
        assertThat(score).hasValueSatisfying(p -> assertThat(p).isCloseTo(softmax(1.87, 1.33)[1], within(1e-6)));
    }

    @Test
    void scoresTheConfiguredLabel() {
        settings.put(CrossEncoder.MODEL, folder.resolve("model.onnx").toString());
        settings.put(CrossEncoder.LABEL_INDEX, "0");
        encoder.open();

        assertThat(encoder.score("The sky is blue.", "The grass is green"))
                .hasValueSatisfying(p -> assertThat(p).isCloseTo(softmax(1.87, 1.33)[0], within(1e-6)));
    }

    @Test
    void readsTheTokenizerFromItsOwnSetting() throws IOException {
        Path elsewhere = Files.createDirectory(folder.resolve("elsewhere")).resolve("vocab.json");
        Files.move(folder.resolve("tokenizer.json"), elsewhere);
        settings.put(CrossEncoder.MODEL, folder.resolve("model.onnx").toString());
        settings.put(CrossEncoder.TOKENIZER, elsewhere.toString());
        encoder.open();

        assertThat(encoder.score("the sky", "is blue")).isPresent();
    }

    @Test
    void scoresNothingWithoutAModel() {
        encoder.open();

        assertThat(encoder.enabled()).isFalse();
        assertThat(encoder.score("The sky is blue.", "The sky is blue.")).isEmpty();
    }

    @Test
    void loadsTheModelWhenItIsConfiguredLiveAndDropsItWhenUnset() {
        encoder.open();
        assertThat(encoder.score("the sky", "the sky")).isEmpty();

        settings.put(CrossEncoder.MODEL, folder.resolve("model.onnx").toString());
        assertThat(encoder.score("the sky", "the sky")).isPresent();

        settings.remove(CrossEncoder.MODEL);
        assertThat(encoder.score("the sky", "the sky")).isEmpty();
    }

    @Test
    void readsItsWeightLiveHeldBetweenZeroAndOne() {
        encoder.open();
        assertThat(encoder.weight()).isEqualTo(0.5);

        settings.put(CrossEncoder.WEIGHT, "0.3");
        assertThat(encoder.weight()).isEqualTo(0.3);
        settings.put(CrossEncoder.WEIGHT, "1.7");
        assertThat(encoder.weight()).isEqualTo(1.0);
        settings.put(CrossEncoder.WEIGHT, "-2");
        assertThat(encoder.weight()).isEqualTo(0.0);
    }

    @Test
    void takesTheSigmoidOfASingleLogitAndRejectsALabelOutOfRange() {
        assertThat(CrossEncoder.probability(new float[] {0.0f}, -1)).isEqualTo(0.5);
        assertThat(CrossEncoder.probability(new float[] {1f, 1f, 1f}, -1)).isCloseTo(1 / 3.0, within(1e-9));
        assertThatThrownBy(() -> CrossEncoder.probability(new float[] {1f, 2f}, 2))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("label-index");
    }

    private PairClassifier classifier(int maxTokens) {
        return new PairClassifier(folder.resolve("model.onnx"), folder.resolve("tokenizer.json"), maxTokens);
    }

    private static double[] softmax(double a, double b) {
        double max = Math.max(a, b);
        double ea = Math.exp(a - max);
        double eb = Math.exp(b - max);
        return new double[] {ea / (ea + eb), eb / (ea + eb)};
    }
}
