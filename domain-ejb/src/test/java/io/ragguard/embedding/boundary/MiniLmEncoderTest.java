package io.ragguard.embedding.boundary;

import io.ragguard.embedding.control.MiniLmModel;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The real models, int8 and fp32, loaded once for the class. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MiniLmEncoderTest {

    private final Map<MiniLmModel, MiniLmEncoder> encoders = new EnumMap<>(MiniLmModel.class);

    @BeforeAll
    void load() {
        for (MiniLmModel model : MiniLmModel.values()) {
            encoders.put(model, model.open(Path.of("target", "models"), 256, 1));
        }
    }

    @AfterAll
    void close() {
        encoders.values().forEach(MiniLmEncoder::close);
    }

    @ParameterizedTest
    @EnumSource(MiniLmModel.class)
    void returnsUnitVectorsOf384Dimensions(MiniLmModel model) {
        float[] vector = encoders.get(model).embed("How do I return an item?");

        assertThat(vector).hasSize(384);
        assertThat(norm(vector)).isCloseTo(1.0, within(1e-5));
    }

    @ParameterizedTest
    @EnumSource(MiniLmModel.class)
    void placesParaphrasesCloserThanUnrelatedSentences(MiniLmModel model) {
        MiniLmEncoder encoder = encoders.get(model);
        float[] question = encoder.embed("How do I return an item?");
        float[] paraphrase = encoder.embed("What is the refund policy for returns?");
        float[] unrelated = encoder.embed("The patient must store insulin in a fridge.");

        double related = Vectors.cosine(question, paraphrase);
        double unrelatedSimilarity = Vectors.cosine(question, unrelated);

        assertThat(related).isGreaterThan(unrelatedSimilarity + 0.2);
        assertThat(unrelatedSimilarity).isLessThan(0.2);
    }

    @Test
    void embedsAPassageAsItsJoinedTextAndItsSentencesInContext() {
        MiniLmEncoder encoder = encoders.get(MiniLmModel.FP32);
        List<String> returns = List.of("Items can be returned within 30 days.", "Refunds reach the card in five days.");
        List<String> insulin = List.of("Store insulin in a fridge.");

        List<MiniLmEncoder.PassageVectors> vectors = encoder.embedPassages(List.of(returns, insulin));

        assertThat(vectors).hasSize(2);
        assertThat(Vectors.cosine(vectors.get(0).passage(), encoder.embed(String.join(" ", returns))))
                .isCloseTo(1.0, within(1e-4));
        assertThat(vectors.get(0).sentences()).hasSize(2);
        for (int s = 0; s < returns.size(); s++) {
            float[] inContext = vectors.get(0).sentences().get(s);
            assertThat(norm(inContext)).isCloseTo(1.0, within(1e-5));
            assertThat(Vectors.cosine(inContext, encoder.embed(returns.get(s)))).isGreaterThan(0.7);
        }
        assertThat(Vectors.cosine(vectors.get(0).sentences().get(1), encoder.embed("How long does a refund take?")))
                .isGreaterThan(Vectors.cosine(vectors.get(0).sentences().get(0),
                        encoder.embed("How long does a refund take?")));
    }

    @Test
    void embedsSentencesCutOffByTheLengthLimitOnTheirOwn() {
        MiniLmEncoder encoder = MiniLmModel.FP32.open(Path.of("target", "models"), 12, 1);
        try (encoder) {
            List<String> sentences = List.of("Items can be returned within thirty days.", "Refunds take five days.");

            MiniLmEncoder.PassageVectors vectors = encoder.embedPassages(List.of(sentences)).get(0);

            assertThat(vectors.sentences()).hasSize(2);
            assertThat(Vectors.cosine(vectors.sentences().get(1), encoder.embed(sentences.get(1))))
                    .isCloseTo(1.0, within(1e-4));
        }
    }

    @Test
    void embedsAnAnswersSentencesInContextInOnePassOnOneThreadOrTwo() {
        MiniLmEncoder encoder = encoders.get(MiniLmModel.FP32);
        List<List<String>> answer = List.of(List.of("Items can be returned within 30 days."),
                List.of("Refunds reach the card in five days", ", and ", "store credit is instant."),
                List.of("Sale items are final."));
        Executor direct = Runnable::run;

        List<MiniLmEncoder.SentenceVectors> onePass = encoder.embedInContext(answer, null);
        List<MiniLmEncoder.SentenceVectors> shared = encoder.embedInContext(answer, direct);

        assertThat(onePass).hasSize(3);
        assertThat(onePass.get(1).pieces()).hasSize(3);
        assertThat(onePass.get(0).pieces()).hasSize(1);
        for (int s = 0; s < answer.size(); s++) {
            float[] alone = encoder.embed(String.join("", answer.get(s)));
            assertThat(norm(onePass.get(s).sentence())).isCloseTo(1.0, within(1e-5));
            assertThat(Vectors.cosine(onePass.get(s).sentence(), alone)).as("sentence %d in context", s)
                    .isGreaterThan(0.6).isLessThan(0.9999);
            assertThat(shared.get(s).sentence()).as("the threads do not change the vectors")
                    .isEqualTo(onePass.get(s).sentence());
        }
        assertThat(Vectors.cosine(onePass.get(1).pieces().get(2), encoder.embed("How fast is store credit?")))
                .isGreaterThan(Vectors.cosine(onePass.get(1).pieces().get(0), encoder.embed("How fast is store credit?")));
    }

    @Test
    void sharesTheHalvesOfALongAnswerWithAHelperThreadAndGivesTheSameVectors() {
        MiniLmEncoder encoder = encoders.get(MiniLmModel.INT8);
        List<List<String>> answer = IntStream.range(0, 8).mapToObj(i -> List.of("Members of the loyalty programme "
                + "receive an extended return window of " + (30 + i) + " days on every full-price purchase.")).toList();
        AtomicInteger handedOff = new AtomicInteger();
        Executor counting = task -> {
            handedOff.incrementAndGet();
            task.run();
        };

        List<MiniLmEncoder.SentenceVectors> alone = encoder.embedInContext(answer, null);
        List<MiniLmEncoder.SentenceVectors> shared = encoder.embedInContext(answer, counting);

        assertThat(handedOff).as("one hand-off").hasValue(1);
        for (int s = 0; s < answer.size(); s++) {
            assertThat(Vectors.cosine(shared.get(s).sentence(), alone.get(s).sentence())).isCloseTo(1.0, within(1e-5));
        }
        assertThat(Vectors.cosine(alone.get(0).sentence(), encoder.embed(answer.get(0).get(0))))
                .as("in context, not alone").isLessThan(0.9999);
    }

    @Test
    void cutsAnAnswerIntoWindowsWithinTheLengthAndIntoBalancedHalves() {
        assertThat(MiniLmEncoder.windows(new int[] {10, 20, 30, 60}, 254)).as("128 word pieces: one window")
                .containsExactly(new int[] {0, 4});
        assertThat(MiniLmEncoder.windows(new int[] {30, 30, 30, 30, 30}, 254)).as("halves")
                .containsExactly(new int[] {0, 2}, new int[] {2, 5});
        assertThat(MiniLmEncoder.windows(new int[] {10, 120, 10}, 254)).containsExactly(new int[] {0, 1},
                new int[] {1, 3});
        assertThat(MiniLmEncoder.windows(new int[] {200, 200, 200, 200}, 254)).as("halves cut to the room")
                .containsExactly(new int[] {0, 1}, new int[] {1, 2}, new int[] {2, 3}, new int[] {3, 4});
        assertThat(MiniLmEncoder.windows(new int[] {300, 10}, 254)).containsExactly(new int[] {0, 1},
                new int[] {1, 2});
        assertThat(MiniLmEncoder.windows(new int[] {400}, 254)).containsExactly(new int[] {0, 1});
    }

    @Test
    void embedsASentenceTheLengthLimitCutsOnItsOwnInContext() {
        MiniLmEncoder encoder = MiniLmModel.FP32.open(Path.of("target", "models"), 8, 1);
        try (encoder) {
            List<List<String>> answer = List.of(List.of("Items can be returned within thirty days."),
                    List.of("Refunds take five days."));

            List<MiniLmEncoder.SentenceVectors> vectors = encoder.embedInContext(answer, null);

            assertThat(Vectors.cosine(vectors.get(0).sentence(), encoder.embed(answer.get(0).get(0))))
                    .isCloseTo(1.0, within(1e-4));
            assertThat(Vectors.cosine(vectors.get(1).sentence(), encoder.embed(answer.get(1).get(0))))
                    .isCloseTo(1.0, within(1e-4));
        }
    }

    @Test
    void batchesGiveTheVectorsOfSingleTextsInInputOrderFp32() {
        MiniLmEncoder encoder = encoders.get(MiniLmModel.FP32);
        List<String> texts = texts();

        List<float[]> batched = encoder.embedAll(texts);

        assertThat(batched).hasSize(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            float[] single = encoder.embed(texts.get(i));
            for (int d = 0; d < single.length; d++) {
                assertThat(batched.get(i)[d]).as("text %d, dimension %d", i, d).isCloseTo(single[d], within(1e-4f));
            }
        }
    }

    /**
     * int8 quantises activations per tensor, padding and batch neighbours included, so a batched vector
     * moves a little: cosine 0.984 to 0.998 to the single one here, the size of int8's own distance to fp32.
     */
    @Test
    void batchesGiveNearlyTheVectorsOfSingleTextsInInputOrderInt8() {
        MiniLmEncoder encoder = encoders.get(MiniLmModel.INT8);
        List<String> texts = texts();

        List<float[]> batched = encoder.embedAll(texts);

        assertThat(batched).hasSize(texts.size());
        for (int i = 0; i < texts.size(); i++) {
            float[] single = encoder.embed(texts.get(i));
            assertThat(Vectors.cosine(batched.get(i), single)).as("text %d", i).isGreaterThan(0.98);
        }
    }

    @Test
    void embedsNothingForNoTexts() {
        assertThat(encoders.get(MiniLmModel.INT8).embedAll(List.of())).isEmpty();
    }

    @Test
    void encodesTextBeyondTheMaximumAsItsFirst254Pieces() {
        MiniLmEncoder encoder = encoders.get(MiniLmModel.FP32);
        List<String> words = IntStream.range(0, 400).mapToObj(i -> List.of("alpha", "beta", "gamma", "delta").get(i % 4)).toList();
        String whole = String.join(" ", words);
        String first254 = String.join(" ", words.subList(0, 254));
        String first200 = String.join(" ", words.subList(0, 200));

        float[] vector = encoder.embed(whole);

        assertThat(Vectors.cosine(vector, encoder.embed(first254))).isCloseTo(1.0, within(1e-5));
        assertThat(Vectors.cosine(vector, encoder.embed(first200))).isLessThan(1 - 1e-4);
    }

    @Test
    void agreesBetweenInt8AndFp32() {
        for (String text : texts()) {
            float[] int8 = encoders.get(MiniLmModel.INT8).embed(text);
            float[] fp32 = encoders.get(MiniLmModel.FP32).embed(text);
            assertThat(Vectors.cosine(int8, fp32)).as(text).isGreaterThan(0.97);
        }
    }

    /** 40 texts of 1 to about 120 tokens, so that the batches are sorted and padded. */
    private static List<String> texts() {
        List<String> texts = new ArrayList<>(List.of(
                "Refunds.",
                "How do I return an item?",
                "What is the refund policy for returns?",
                "The patient must store insulin in a fridge.",
                "Orders ship within two business days from our warehouse in Leipzig."));
        List<String> vocabulary = List.of("customers", "may", "cancel", "an", "order", "before", "it", "ships",
                "and", "receive", "a", "full", "refund");
        for (int i = 0; texts.size() < 40; i++) {
            int shift = i;
            texts.add(IntStream.range(0, 3 + (i * 7) % 90).mapToObj(w -> vocabulary.get((w + shift) % 13))
                    .collect(Collectors.joining(" ")) + ".");
        }
        return texts;
    }

    private static double norm(float[] vector) {
        double sum = 0;
        for (float value : vector) {
            sum += value * value;
        }
        return Math.sqrt(sum);
    }

    @Test
    void batchesSimilarLengthsTogetherSoThatLittleIsPadding() {
        int[] lengths = {5, 5, 6, 20, 21, 22, 60};
        int[] byLength = IntStream.range(0, lengths.length).toArray();

        List<int[]> batches = MiniLmEncoder.batches(byLength, i -> lengths[i], false);

        assertThat(batches).extracting(b -> b.length).containsExactly(3, 3, 1);
        int[] many = new int[70];
        assertThat(MiniLmEncoder.batches(many, i -> 12, false)).extracting(b -> b.length)
                .as("equal lengths fill batches up to the batch size").containsExactly(32, 32, 6);
    }

    @Test
    void halvesSplitTheTokensSoThatTwoThreadsCanShareThem() {
        int[] lengths = {10, 10, 10, 10, 10, 10};
        int[] byLength = IntStream.range(0, lengths.length).toArray();

        assertThat(MiniLmEncoder.batches(byLength, i -> lengths[i], false)).hasSize(1);
        assertThat(MiniLmEncoder.batches(byLength, i -> lengths[i], true)).extracting(b -> b.length)
                .containsExactly(3, 3);
        assertThat(MiniLmEncoder.batches(new int[] {0}, i -> 300, true)).as("one text is one batch").hasSize(1);
    }

    @Test
    void sharedBatchesGiveTheSameVectorsAsOneThread() {
        // fp32: int8 quantises each batch with its own scale, so its vectors move with the batch's make-up
        MiniLmEncoder encoder = encoders.get(MiniLmModel.FP32);
        List<String> sentences = List.of("The return window is 30 days.", "Members get 60 days.",
                "Sale items cannot be returned.", "Refunds go to the original payment method within five days.",
                "Gift cards are not refundable.", "Shipping is free above fifty dollars.");
        ExecutorService helper = Executors.newSingleThreadExecutor();
        try {
            List<float[]> shared = encoder.embedAll(sentences, helper);
            List<float[]> alone = encoder.embedAll(sentences);

            for (int i = 0; i < sentences.size(); i++) {
                assertThat(Vectors.cosine(shared.get(i), alone.get(i))).as(sentences.get(i)).isCloseTo(1.0, within(1e-5));
            }
        } finally {
            helper.shutdownNow();
        }
    }

    @Test
    void theCallerDoesEveryBatchWhenTheHelperNeverRunsAndAFailureReachesIt() {
        List<int[]> batches = List.of(new int[] {0}, new int[] {1}, new int[] {2});
        List<Integer> done = new ArrayList<>();
        Executor neverRuns = task -> {
        };

        MiniLmEncoder.shareBatches(batches, neverRuns, b -> done.add(b[0]));

        assertThat(done).containsExactly(0, 1, 2);
        assertThatThrownBy(() -> MiniLmEncoder.shareBatches(batches, Runnable::run, b -> {
            throw new IllegalStateException("batch " + b[0]);
        })).isInstanceOf(IllegalStateException.class);
    }
}
