package io.ragguard.bench;

import io.ragguard.embedding.boundary.TokenVectors;
import io.ragguard.validation.grounding.FaithfulnessFeatures;
import io.ragguard.validation.grounding.FaithfulnessModel;
import io.ragguard.validation.grounding.Grounding;
import io.ragguard.validation.text.AnswerSentences;
import jakarta.json.Json;
import jakarta.json.JsonArrayBuilder;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes the sentences of RAGTruth's answers, one JSON line each, with what the grounding checks see:
 * the answer's id, task, label source, fold and label, the sentence's role ({@link AnswerSentences}),
 * its claim, whether a labelled span falls in it, and the claim's features as
 * {@link FaithfulnessFeatures} computes them (the server's classes and word-piece vectors), so that
 * ways of judging sentences can be measured outside Java.
 *
 * <p>{@code ./mvnw -q -pl bench exec:java@sentence-features -Dout=sentences.jsonl}
 */
public final class SentenceFeatureDump {

    private SentenceFeatureDump() {
    }

    public static void main(String[] args) throws Exception {
        Path out = Path.of(System.getProperty("out",
                System.getProperty("bench.target", "bench/target") + "/sentence-features.jsonl"));
        TokenVectors tokens = Corpora.tokenVectors();
        Grounding grounding = new Grounding(FaithfulnessModel.load(), tokens::embedAll, tokens::embedPieces);
        List<RagTruth.Answer> answers = new ArrayList<>(RagTruth.answers("human"));
        answers.addAll(RagTruth.answers("judged"));
        Files.createDirectories(out.toAbsolutePath().getParent());
        int lines = 0;
        try (PrintWriter writer = new PrintWriter(Files.newBufferedWriter(out))) {
            for (RagTruth.Answer a : answers) {
                List<AnswerSentences.Sentence> sentences = AnswerSentences.of(a.row().answer());
                List<String> claims = sentences.stream().filter(AnswerSentences.Sentence::isClaim)
                        .map(AnswerSentences.Sentence::claim).toList();
                Grounding.Answer grounded = grounding.ground(a.row().evidence(), claims);
                List<Boolean> labels = a.sentenceLabels(sentences);
                for (int i = 0; i < sentences.size(); i++) {
                    AnswerSentences.Sentence s = sentences.get(i);
                    JsonArrayBuilder values = Json.createArrayBuilder();
                    if (s.isClaim()) {
                        for (double v : FaithfulnessFeatures.of(s.claim(), a.row().question(),
                                grounded.vectors().get(s.claim()), grounded.evidence()).values()) {
                            values.add(v);
                        }
                    }
                    writer.println(Json.createObjectBuilder().add("id", a.row().id()).add("task", a.task())
                            .add("labels", a.labels()).add("source", a.source()).add("fold", a.fold())
                            .add("model", a.model()).add("faithful", a.row().faithful()).add("index", i)
                            .add("role", s.role().name()).add("text", s.text())
                            .add("claim", s.claim() == null ? "" : s.claim())
                            .add("hallucinated", labels.get(i)).add("features", values).build());
                    lines++;
                }
            }
        }
        System.out.println(lines + " sentences of " + answers.size() + " answers written to "
                + out.toAbsolutePath().normalize());
    }
}
