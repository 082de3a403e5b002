package io.ragguard.embedding;

import io.ragguard.embedding.boundary.MiniLmEncoder;
import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.embedding.boundary.WordPieceTokenizer;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Not a test: prints how fast the encoder is on this machine (load time, one short sentence, one
 * text of 256 tokens, 256 short sentences in batches) for int8 and fp32, with one and two threads
 * per inference. Run it with {@code ./mvnw -q -pl domain-ejb test-compile exec:java
 * -Dexec.mainClass=io.ragguard.embedding.EncoderSpeed -Dexec.classpathScope=test}. RSS is the whole
 * JVM's, after all the sessions before it were closed.
 */
public final class EncoderSpeed {

    private static final String SHORT = "How do I return an item I bought online last week?";
    private static final String PARAGRAPH = "Customers may return most items within thirty days of delivery"
            + " for a full refund, provided the item is unused and in its original packaging. Refunds are issued"
            + " to the original payment method within five business days after the warehouse receives the parcel."
            + " Perishable goods, gift cards and personalised products cannot be returned. ";

    private EncoderSpeed() {
    }

    public static void main(String[] args) throws IOException, URISyntaxException {
        // target/models beside target/test-classes, wherever it is run from
        Path cache = Path.of(EncoderSpeed.class.getProtectionDomain().getCodeSource().getLocation().toURI())
                .resolveSibling("models");
        WordPieceTokenizer tokenizer = MiniLmModel.INT8.tokenizer(256);
        String longText = PARAGRAPH.repeat(6);
        List<String> sentences = sentences(256);
        System.out.printf("short: %d tokens, long: %d tokens (cut from %d), batch: 256 sentences of %.1f tokens on average%n",
                tokenizer.encode(SHORT).length, tokenizer.encode(longText).length,
                tokenizer.tokenize(longText).size() + 2,
                sentences.stream().mapToInt(s -> tokenizer.encode(s).length).average().orElse(0));
        for (MiniLmModel model : MiniLmModel.values()) {
            Path file = model.modelFile(cache);
            for (int threads : new int[] {1, 2}) {
                long start = System.nanoTime();
                try (MiniLmEncoder encoder = new MiniLmEncoder(file, model.tokenizer(256), threads)) {
                    double load = (System.nanoTime() - start) / 1e6;
                    double shortMs = millisPerCall(() -> encoder.embed(SHORT), 50, 500);
                    double longMs = millisPerCall(() -> encoder.embed(longText), 5, 50);
                    encoder.embedAll(sentences);
                    double batchMs = millisPerCall(() -> encoder.embedAll(sentences), 0, 3);
                    System.out.printf("%-26s %d thread(s): load %5.0f ms, short %5.2f ms, 256 tokens %6.2f ms,"
                            + " batched %4.0f sentences/s, RSS %s%n", model.description(), threads, load,
                            shortMs, longMs, 256 / (batchMs / 1000), rss());
                }
            }
        }
    }

    private static double millisPerCall(Runnable call, int warmUp, int runs) {
        for (int i = 0; i < warmUp; i++) {
            call.run();
        }
        double[] times = new double[runs];
        for (int i = 0; i < runs; i++) {
            long start = System.nanoTime();
            call.run();
            times[i] = (System.nanoTime() - start) / 1e6;
        }
        Arrays.sort(times);
        return times[runs / 2];
    }

    private static List<String> sentences(int count) {
        String[] subjects = {"The customer", "Our warehouse", "A nurse", "The refund", "Each parcel", "The manager"};
        String[] verbs = {"checks", "returns", "stores", "sends", "approves", "describes"};
        String[] objects = {"the order before noon", "insulin in a cold fridge", "the damaged item to the shop",
            "a short note about the delay", "the invoice for last month", "every request within two days"};
        List<String> sentences = new ArrayList<>();
        for (int i = 0; sentences.size() < count; i++) {
            sentences.add(subjects[i % 6] + " " + verbs[(i / 6) % 6] + " " + objects[(i / 36 + i) % 6] + ".");
        }
        return sentences;
    }

    private static String rss() throws IOException {
        return Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(line -> line.startsWith("VmRSS"))
                .map(line -> line.replaceAll("\\D+", "") + " kB")
                .findFirst().orElse("?");
    }
}
