package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What real models write, through the running server's {@code /api/validate} with the default chain: a
 * faithful answer wrapped in a greeting, a lead-in about the sources and a sign-off is served as written;
 * one unsupported sentence is removed and the rest served; a model's own decline is declined, not
 * refused; a wrong dose in any writing is never served as written.
 */
class RealAnswersIT {

    private static final String DOSE = "Adults take 5 mg of Lumora once a day with food. Do not take more than 5 mg "
            + "in one day. Store Lumora below 25 °C.";
    private static final String RETURNS = "Online orders can be returned within 30 days of delivery for a full refund. "
            + "Refunds are issued to the original payment method.";

    private final Server server = new Server();

    @BeforeEach
    void awaitServer() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    private JsonObject validate(String question, String answer, String context) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder().add("question", question)
                .add("answer", answer).add("contexts", Json.createArrayBuilder().add(context)).build().toString());
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    @Test
    void servesAFaithfulAnswerWithItsGreetingLeadInAndSignOffAsWritten() {
        String answer = "Sure! Based on the passages provided, online orders can be returned within 30 days of "
                + "delivery for a full refund. Hope this helps!";

        JsonObject body = validate("How long do I have to return an online order?", answer, RETURNS);

        assertThat(body.getBoolean("passed")).as(body.toString()).isTrue();
        assertThat(body.getString("patched_answer").replaceAll(" \\[\\d+]", "")).isEqualTo(answer);
        assertThat(body.getJsonArray("claims").getValuesAs(JsonObject.class)).extracting(c -> c.getString("verdict"))
                .containsExactly("not_a_claim", "supported", "not_a_claim");
    }

    @Test
    void removesTheUnsupportedSentenceAndServesTheRest() {
        JsonObject body = validate("How long do I have to return an online order?", "Online orders can be returned "
                + "within 30 days of delivery for a full refund. Returns are picked up from your door by drone.",
                RETURNS);

        assertThat(body.getString("status")).isEqualTo("patched");
        assertThat(body.getBoolean("passed")).isTrue();
        assertThat(body.getString("patched_answer")).contains("30 days").doesNotContain("drone");
        assertThat(body.getJsonArray("reasons").toString()).contains("faithfulness: unfaithful");
    }

    @Test
    void declinesWhatAModelDeclinedInsteadOfRefusingIt() {
        JsonObject body = validate("Can I return a gift card?", "Unable to answer based on given passages. The "
                + "passages do not mention gift cards.", RETURNS);

        assertThat(body.getString("status")).isEqualTo("declined");
        assertThat(body.getBoolean("passed")).isTrue();
    }

    @Test
    void declinesAQuestionInAnotherLanguageRatherThanRefusingIt() {
        JsonObject body = validate("Kann ich eine Geschenkkarte zurückgeben, wenn ich sie online gekauft habe?",
                "I don't know. None of the available knowledge answers this question.", RETURNS);

        assertThat(body.getString("status")).isEqualTo("declined");
    }

    @Test
    void flagsAnAnswerInALanguageItsGroundingCannotRead() {
        JsonObject body = validate("Wie lange kann ich eine Online-Bestellung zurückgeben?", "Online-Bestellungen "
                + "können innerhalb von 30 Tagen nach der Lieferung gegen volle Erstattung zurückgegeben werden.",
                RETURNS);

        assertThat(body.getString("status")).isEqualTo("unverified");
        assertThat(body.getJsonArray("reasons").toString()).contains("faithfulness: unsupported_language");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Adults take 5 mg of Lumora twice a day with food.",
        "Adults take 5 mg of Lumora once an hour with food.", "Adults take 5 mg/kg of Lumora once a day with food.",
        "Adults take ５０ mg of Lumora once a day with food.", "Adults take 5О mg of Lumora once a day with food.",
        "Adults take at least 5 mg of Lumora in one day."})
    void neverServesAWrongDoseAsItWasWritten(String answer) {
        JsonObject body = validate("How should adults take Lumora?", answer, DOSE);

        assertThat(body.getString("status")).as(body.toString()).isNotEqualTo("passed");
        assertThat(body.getString("patched_answer")).isNotEqualTo(answer);
        assertThat(List.of(body.getJsonObject("validators").getJsonObject("numeric-units").getString("outcome"),
                body.getJsonObject("validators").getJsonObject("faithfulness").getString("outcome")))
                .as(body.toString()).doesNotContain("pass");
    }

    @Test
    void servesTheRightDoseAsItWasWritten() {
        String answer = "Adults take 5 mg of Lumora once a day with food [1].";

        JsonObject body = validate("How should adults take Lumora?", answer, DOSE);

        assertThat(body.getString("status")).as(body.toString()).isEqualTo("passed");
        assertThat(body.getString("patched_answer")).isEqualTo(answer);
    }
}
