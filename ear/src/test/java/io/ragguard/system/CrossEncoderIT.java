package io.ragguard.system;

import io.ragguard.validation.crossencoder.TinyPairClassifier;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.stream.Stream;

import static jakarta.json.Json.createValue;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A cross-encoder switched on and off in the running server through the admin API, no redeploy:
 * the tiny classifier built here (no NLI model can be downloaded on these machines) calls every
 * premise and claim "not entailed", so with weight 1 its verdict is the claim's whole score.
 */
class CrossEncoderIT {

    private static final String MODEL = "validator.cross-encoder.model";
    private static final String WEIGHT = "validator.cross-encoder.weight";
    private static final String MAX_TOKENS = "validator.cross-encoder.max-tokens";
    private static final String CONTEXT = "Online orders can be returned within 30 days of delivery for a full refund.";
    /** Supported, but not copied word for word: a verbatim copy needs no cross-encoder. */
    private static final String PARAPHRASE = "Online orders may be returned for a full refund within 30 days"
            + " after delivery [1].";
    /** Whatever the input, softmax([8, -8]) puts the entailment label (the last) near 0. */
    private static final float[][] NO_WEIGHTS = {{0, 0}, {0, 0}, {0, 0}};
    private static final float[] NEVER_ENTAILED = {8, -8};

    /** A folder of the server's model folder, the only place a model setting may name. */
    private final Path folder = Path.of(System.getProperty("it.data.dir", "target/test-data"), "models",
            "cross-encoder-it");

    private final Server server = new Server();

    @BeforeEach
    void awaitServer() throws InterruptedException, IOException {
        server.awaitReady(Duration.ofMinutes(3));
        Files.createDirectories(folder);
    }

    @AfterEach
    void switchItOff() throws IOException {
        server.reset(MODEL);
        server.reset(WEIGHT);
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(folder);
    }

    @Test
    void joinsTheEnsembleWhenSetLiveAndLeavesItWhenReset() throws IOException {
        JsonObject before = validate();
        assertThat(before.getBoolean("passed")).as(before.toString()).isTrue();

        TinyPairClassifier.write(folder, NO_WEIGHTS, NEVER_ENTAILED);
        server.set(MODEL, createValue("cross-encoder-it/model.onnx"));
        server.set(WEIGHT, createValue(1.0));
        JsonObject refuted = validate();

        assertThat(refuted.getString("status")).as(refuted.toString()).isEqualTo("declined");
        assertThat(refuted.getString("decline_reason")).as("no claim of it is supported").isEqualTo("unsupported");
        assertThat(refuted.getString("patched_answer")).as("the answer is not served").doesNotContain("30 days");
        assertThat(refuted.getJsonNumber("faithfulness").doubleValue()).isLessThan(0.01);
        assertThat(refuted.getJsonObject("validators").getJsonObject("faithfulness").getJsonArray("reasons")
                .toString()).contains("not_entailed");

        server.reset(MODEL);
        JsonObject after = validate();
        assertThat(after.getBoolean("passed")).as(after.toString()).isTrue();
        assertThat(after.getJsonNumber("faithfulness").doubleValue())
                .isEqualTo(before.getJsonNumber("faithfulness").doubleValue());
    }

    @Test
    void theEntailmentModelTrainedHereShipsInTheModelFolderAndTellsAParaphraseFromAChangedFigure() {
        server.set(MODEL, createValue("entailment/model.onnx"));
        server.set(MAX_TOKENS, createValue(128));
        server.set(WEIGHT, createValue(1.0));
        try {
            JsonObject paraphrase = validate(PARAPHRASE);
            JsonObject changed = validate(PARAPHRASE.replace("30 days", "90 days"));

            // weight 1: the score of a claim not copied word for word is the model's entailment alone
            assertThat(paraphrase.getJsonNumber("faithfulness").doubleValue()).as(paraphrase.toString())
                    .isGreaterThan(0.5);
            assertThat(changed.getJsonNumber("faithfulness").doubleValue()).as(changed.toString()).isLessThan(0.5);
        } finally {
            server.reset(MAX_TOKENS);
        }
    }

    @Test
    void refusesAModelPathThatNamesNoFileAndKeepsTheOldValue() {
        Server.Reply reply = server.put("/api/admin/settings/" + MODEL, Server.ADMIN,
                Json.createObjectBuilder().add("value", folder.resolve("missing.onnx").toString()).build().toString());

        assertThat(reply.status()).as(reply.body()).isEqualTo(400);
        assertThat(reply.json().getString("error")).isEqualTo("invalid_setting");
        assertThat(reply.body()).contains("missing.onnx");
        assertThat(server.get("/api/admin/settings/" + MODEL, Server.ADMIN).json().getString("source"))
                .isEqualTo("unset");
        JsonObject after = validate();
        assertThat(after.getBoolean("passed")).as(after.toString()).isTrue();
    }

    @Test
    void refusesAnyFileOutsideTheModelFolderAlikeWhetherItExistsOrNot() {
        for (String path : new String[] {"/etc/shadow", "/etc/passwd", "/etc/no-such-file", "../../../../etc/passwd",
                "cross-encoder-it/../../../server.xml"}) {
            Server.Reply reply = server.put("/api/admin/settings/" + MODEL, Server.ADMIN,
                    Json.createObjectBuilder().add("value", path).build().toString());

            assertThat(reply.status()).as(path + ": " + reply.body()).isEqualTo(400);
            assertThat(reply.json().getString("message"))
                    .isEqualTo(MODEL + " takes the path of an ONNX pair classifier (input_ids in, logits out) in the "
                            + "server's model folder, not '" + path + "'");
        }
        JsonObject after = validate();
        assertThat(after.getBoolean("passed")).as(after.toString()).isTrue();
    }

    private JsonObject validate() {
        return validate(PARAPHRASE);
    }

    private JsonObject validate(String answer) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How long is the return window for online orders?")
                .add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add(CONTEXT))
                .add("validators", Json.createArrayBuilder().add("faithfulness"))
                .build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }
}
