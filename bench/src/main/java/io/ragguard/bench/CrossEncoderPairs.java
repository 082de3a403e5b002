package io.ragguard.bench;

import io.ragguard.embedding.control.MiniLmModel;
import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.embedding.boundary.WordPieceTokenizer;
import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import io.ragguard.validation.crossencoder.TokenPair;
import io.ragguard.validation.grounding.FaithfulnessFeatures;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;
import jakarta.json.JsonObject;

import java.io.BufferedWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the development data's claims as cross-encoder inputs, one JSON line per answer:
 * {@code {"id", "dataset", "group", "fold", "faithful", "claims": [{"text", "verbatim", "ids", "types"}]}}.
 * Claims, premises and word pieces are made by the server's own classes (the answer's sentences; the
 * three evidence sentences best aligned with each, {@link Grounding#premise}; {@link TokenPair} with
 * the MiniLM tokenizer), so a model trained on these lines (bench's {@code train_cross_encoder.py})
 * reads at run time exactly what it was trained on. The fold is the one {@code fit-faithfulness}
 * uses, so held-out scores of both can be mixed row by row.
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@cross-encoder-pairs -Dpairs=target/pairs.jsonl}
 * ({@code -Dmax.tokens=256} by default).
 */
public final class CrossEncoderPairs {

    private CrossEncoderPairs() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(System.getProperty("pairs", "bench/target/cross-encoder-pairs.jsonl"));
        int maxTokens = Integer.getInteger("max.tokens", 256);
        List<GroundingRows.Row> rows = GroundingRows.dataset("all").rows();
        WordPieceTokenizer tokenizer = MiniLmModel.INT8.tokenizer(maxTokens);
        int claimCount = 0;
        Files.createDirectories(out.toAbsolutePath().getParent());
        TokenVectors tokens = Corpora.tokenVectors();
        try (BufferedWriter writer = Files.newBufferedWriter(out)) {
            Grounding grounding = new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces);
            for (GroundingRows.Row row : rows) {
                List<String> claims = Sentences.split(Citations.strip(row.answer()));
                Grounding.Answer answer = grounding.ground(row.evidence(), claims);
                JsonArrayBuilder encoded = Json.createArrayBuilder();
                for (String claim : claims) {
                    float[] vector = answer.vectors().get(claim);
                    String premise = Grounding.premise(vector, answer.evidence());
                    TokenPair pair = TokenPair.of(tokenizer, maxTokens, premise, claim);
                    boolean verbatim = FaithfulnessFeatures.verbatim(
                            FaithfulnessFeatures.of(claim, row.question(), vector, answer.evidence()));
                    encoded.add(Json.createObjectBuilder().add("text", claim).add("verbatim", verbatim)
                            .add("ids", longs(pair.ids())).add("types", longs(pair.types())));
                    claimCount++;
                }
                JsonObject line = Json.createObjectBuilder().add("id", row.id()).add("dataset", row.dataset())
                        .add("group", row.group()).add("fold", row.fold()).add("faithful", row.faithful())
                        .add("claims", encoded).build();
                writer.write(line.toString());
                writer.newLine();
            }
        }
        System.out.printf("%d answers, %d claims written to %s%n", rows.size(), claimCount,
                out.toAbsolutePath().normalize());
    }

    private static JsonArrayBuilder longs(long[] values) {
        JsonArrayBuilder array = Json.createArrayBuilder();
        for (long value : values) {
            array.add(value);
        }
        return array;
    }
}
