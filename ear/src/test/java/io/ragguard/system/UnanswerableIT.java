package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Questions the knowledge does not answer, and answers to another question, against the running
 * server: the guard says it does not know, or that what it gives is only the closest thing it holds,
 * instead of answering plainly with the nearest thing it holds.
 */
class UnanswerableIT {

    private static final String DONT_KNOW = "I don't know";
    private static final String NOT_SURE = "I'm not sure the knowledge base answers exactly that";
    private final Server server = new Server();

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    static List<JsonObject> absentQuestions() throws IOException {
        Path absent = Path.of(System.getProperty("it.absent.file", "../domain-ejb/src/main/resources/demo/absent.jsonl"));
        return Files.readAllLines(absent).stream().filter(l -> !l.isBlank())
                .map(line -> Json.createReader(new StringReader(line)).readObject()).toList();
    }

    @Test
    void answersNineInTenQuestionsAboutAbsentThingsWithADeclineOrAHedge() throws IOException {
        List<JsonObject> questions = absentQuestions();
        List<String> answered = new ArrayList<>();
        for (JsonObject question : questions) {
            Server.Reply reply = server.chat(question.getString("question"), question.getString("tenant"));
            assertThat(reply.status()).as(reply.body()).isIn(200, 422);
            String response = reply.status() == 200 ? reply.json().getString("response") : "";
            if (reply.status() == 200 && !response.startsWith(DONT_KNOW) && !response.startsWith(NOT_SURE)) {
                answered.add(question.getString("tenant") + ": " + question.getString("question") + " -> " + response);
            }
        }

        assertThat(questions).hasSizeGreaterThanOrEqualTo(30);
        assertThat(answered.size()).as("answered plainly anyway: %s", answered)
                .isLessThanOrEqualTo(questions.size() / 10);
    }

    @Test
    void declinesAnAnswerToAnotherQuestionAsOffTopicAndStillPassesIt() {
        JsonObject body = validateRelevancy(
                "Our flagship store on Harbour Street opens at 9 am and closes at 8 pm on weekdays [1].");

        assertThat(body.getString("status")).as(body.toString()).isEqualTo("declined");
        assertThat(body.getString("decline_reason")).isEqualTo("off_topic");
        assertThat(body.getBoolean("passed")).as("nothing unsupported was served").isTrue();
        assertThat(body.getString("patched_answer")).startsWith(DONT_KNOW);
        assertThat(body.getJsonArray("reasons").toString()).contains("answer-relevancy: off_topic");
    }

    @Test
    void passesTheSentenceThatAnswersTheQuestion() {
        JsonObject body = validateRelevancy(
                "Online orders can be returned within 30 days of delivery for a full refund [1].");

        assertThat(body.getBoolean("passed")).as(body.toString()).isTrue();
        assertThat(body.getString("status")).isEqualTo("passed");
        assertThat(body.containsKey("decline_reason")).isFalse();
    }

    /** The answer through answer-relevancy alone, against a passage holding both answers, to a question about returns. */
    private JsonObject validateRelevancy(String answer) {
        String passage = "Online orders can be returned within 30 days of delivery for a full refund. "
                + "Our flagship store on Harbour Street opens at 9 am and closes at 8 pm on weekdays.";
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How long do I have to return an online order?")
                .add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add(passage))
                .add("validators", Json.createArrayBuilder().add("answer-relevancy")).build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }
}
