package io.ragguard.system;

import io.ragguard.client.Answer;
import io.ragguard.client.BadRequestException;
import io.ragguard.client.ChatEvent;
import io.ragguard.client.RagGuardClient;
import io.ragguard.client.Submitted;
import io.ragguard.client.UnauthorizedException;
import io.ragguard.client.Validation;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The Java client against the running server, as an integrator and a compliance tool use it. */
class ClientIT {

    private static final String GOLDEN = "How long is the return window for Trail Points members on full-price purchases?";

    private final URI base = URI.create(System.getProperty("it.base.url", "http://localhost:9080"));
    private final RagGuardClient integrator = RagGuardClient.builder(base).apiKey("rg-demo-key").build();
    private final RagGuardClient admin = RagGuardClient.builder(base).credentials("admin", "admin").build();
    private final RagGuardClient compliance = RagGuardClient.builder(base).credentials("compliance", "compliance")
            .build();

    @Test
    void asksPlainAndStreamedAndTheStreamEndsWithTheSameAnswer() {
        Answer answer = integrator.chat("northwind", GOLDEN);

        assertThat(answer.passed()).as(answer.json().toString()).isTrue();
        assertThat(answer.response()).contains("60 days");
        assertThat(answer.sources()).isNotEmpty();

        List<ChatEvent> events;
        try (Stream<ChatEvent> stream = integrator.stream("northwind", GOLDEN)) {
            events = stream.toList();
        }
        assertThat(events.get(0).name()).isEqualTo(ChatEvent.CONTEXT);
        ChatEvent done = events.get(events.size() - 1);
        assertThat(done.name()).isEqualTo(ChatEvent.DONE);
        assertThat(events.stream().map(ChatEvent::text).reduce("", String::concat).strip())
                .isEqualTo(done.answer().response().strip());
        assertThatThrownBy(() -> integrator.chat("northwind", " ")).isInstanceOfSatisfying(BadRequestException.class,
                e -> assertThat(e.field()).isEqualTo("message"));
    }

    @Test
    void validatesAnAnswerAndAComplianceOfficerDecidesItsRecord() {
        Validation wrong = integrator.validate(null, "How long is the kettle warranty?",
                "The kettle warranty lasts 7 years [1].", List.of("The kettle warranty lasts 2 years."));

        assertThat(wrong.declined()).as("none of it is supported: it declines").isTrue();
        assertThat(wrong.declineReason()).isEqualTo("unsupported");
        assertThat(wrong.passed()).as("nothing unsupported is served").isTrue();
        assertThat(wrong.patchedAnswer()).doesNotContain("7 years");
        JsonObject record = compliance.record(wrong.requestId());
        assertThat(record.getString("status")).isEqualTo(wrong.status());
        assertThat(record.getString("decline_reason")).isEqualTo(wrong.declineReason());
        JsonObject decided = compliance.decide(wrong.requestId(), "rejected", "2 years, not 7");
        assertThat(decided.getString("decision")).isEqualTo("rejected");
        assertThat(compliance.records(Map.of("status", "all", "q", "kettle warranty", "max", "500")))
                .anySatisfy(r -> assertThat(r.getString("request_id")).isEqualTo(wrong.requestId()));
    }

    @Test
    void addsReadsAndDeletesADocument() {
        String title = "Client manual " + UUID.randomUUID();
        Submitted submitted = admin.addDocument("bluebay", title, "The client manual says to retry after a 503.", null);

        assertThat(submitted.status()).isEqualTo("queued");
        assertThat(admin.document(submitted.id()).getString("title")).isEqualTo(title);
        assertThat(admin.documents("bluebay", 0, 5).getJsonNumber("total").longValue()).isPositive();
        admin.deleteDocument(submitted.id());
        assertThatThrownBy(() -> admin.document(submitted.id())).hasMessageContaining("404");
        assertThatThrownBy(() -> RagGuardClient.builder(base).credentials("admin", "wrong").build()
                .document(submitted.id())).isInstanceOf(UnauthorizedException.class);
    }
}
