package io.ragguard.console.review;

import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.Severity;
import io.ragguard.verdict.AnswerStatus;
import org.junit.jupiter.api.Test;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

class QueueAddressTest {

    private static QueueAddress read(String query) {
        QueueAddress.Parsed parsed = QueueAddress.parse(parameters(query));
        assertThat(parsed.ignored()).as(query).isEmpty();
        return parsed.address();
    }

    /** A query as the server hands its parameters to the page: split and decoded. */
    private static Map<String, String> parameters(String query) {
        Map<String, String> parameters = new HashMap<>();
        Arrays.stream(query.split("&")).filter(p -> !p.isEmpty()).map(p -> p.split("=", 2)).forEach(p ->
                parameters.put(p[0], URLDecoder.decode(p[1], StandardCharsets.UTF_8)));
        return parameters;
    }

    @Test
    void readsEveryParameterOfTheDashboardsLinksIntoTheQueuesFilter() {
        QueueAddress address = read("status=failed,declined&tenant=acme&validator=faithfulness&reason=no_context"
                + "&severity=high&decision=none&from=2026-11-01&to=2026-11-02&q=warranty&assignee=role:compliance"
                + "&near=answer-relevancy&sort=severity&view=groups&request=req-42");

        RecordFilter filter = address.filter("dana", List.of("compliance"));

        assertThat(filter.statuses()).containsExactlyInAnyOrder(AnswerStatus.FAILED, AnswerStatus.DECLINED);
        assertThat(filter.tenant()).isEqualTo("acme");
        assertThat(filter.validator()).isEqualTo("faithfulness");
        assertThat(filter.reason()).isEqualTo("no_context");
        assertThat(filter.severity()).isEqualTo(Severity.HIGH);
        assertThat(filter.decision()).isEqualTo(RecordFilter.UNDECIDED);
        assertThat(filter.from()).as("the first day from its start, UTC").isEqualTo(Instant.parse("2026-11-01T00:00:00Z"));
        assertThat(filter.to()).as("the last day included").isEqualTo(Instant.parse("2026-11-03T00:00:00Z"));
        assertThat(filter.text()).isEqualTo("warranty");
        assertThat(filter.assignees()).containsExactly("role:compliance");
        assertThat(filter.near()).isEqualTo("answer-relevancy");
        assertThat(filter.order()).isEqualTo(RecordFilter.Order.SEVERITY);
        assertThat(address.grouped()).isTrue();
        assertThat(address.request()).isEqualTo("req-42");
    }

    @Test
    void theQueueAsItOpensIsTheFlaggedAnswersNewestFirstAndHasAnEmptyQuery() {
        QueueAddress address = read("");

        assertThat(address).isEqualTo(QueueAddress.DEFAULT);
        assertThat(address.query()).isEmpty();
        assertThat(address.filter("dana", List.of())).isEqualTo(RecordFilter.flagged());
        assertThat(read("status=flagged&sort=newest&view=list")).isEqualTo(QueueAddress.DEFAULT);
    }

    @Test
    void writesWhatDiffersFromTheOpeningQueueInTheContractsOrderAndReadsItBackTheSame() {
        QueueAddress address = QueueAddress.parse(Map.of("severity", "high", "q", "kettle warranty & more",
                "assignee", "Omar")).address().withOrder(RecordFilter.Order.SEVERITY).withGrouped(true)
                .withRequest("r 1");

        assertThat(address.query()).isEqualTo(
                "severity=high&q=kettle%20warranty%20%26%20more&assignee=omar&sort=severity&view=groups&request=r%201");
        assertThat(read(address.query())).isEqualTo(address);
        assertThat(read("status=all").query()).isEqualTo("status=all");
        assertThat(read("status=patched,failed").query()).as("readable, in the statuses' order")
                .isEqualTo("status=patched,failed");
        assertThat(read("assignee=role:admin&near=answer-relevancy").query())
                .isEqualTo("assignee=role:admin&near=answer-relevancy");
    }

    @Test
    void statusesAreCommaSeparatedFlaggedOrAll() {
        assertThat(read("status=all").statuses()).isEmpty();
        assertThat(read("status=all").statusValue()).isEqualTo("all");
        assertThat(read("status=declined").statuses()).containsExactly(AnswerStatus.DECLINED);
        assertThat(read("status=flagged,passed").statuses()).containsExactlyInAnyOrder(AnswerStatus.FAILED,
                AnswerStatus.PATCHED, AnswerStatus.UNVERIFIED, AnswerStatus.DECLINED, AnswerStatus.PASSED);
        assertThat(read("status=Failed, patched").statusValue()).isEqualTo("patched,failed");
    }

    @Test
    void assignedToMeIsThePersonSignedInAndTheirRolesAndNoneIsNoOne() {
        assertThat(read("assignee=me").filter("Dana", List.of("compliance")).assignees())
                .containsExactlyInAnyOrder("dana", "role:compliance");
        assertThat(read("assignee=none").filter("dana", List.of()).assignees()).containsExactly("none");
        assertThat(read("assignee=Omar").assignee()).as("names are kept as assignees are, in lower case")
                .isEqualTo("omar");
        assertThat(read("").filter("dana", List.of("compliance")).assignees()).isEmpty();
    }

    @Test
    void leavesOutAndNamesWhatItCannotReadKeepingTheRest() {
        QueueAddress.Parsed parsed = QueueAddress.parse(parameters("severity=urgent&from=yesterday&to=2026-11-02"
                + "&status=bogus&decision=perhaps&assignee=role:auditor&sort=oldest&view=table&q=kept"));

        assertThat(parsed.ignored()).hasSize(7).allSatisfy(reason -> assertThat(reason).contains("(it takes "));
        assertThat(parsed.ignored()).anySatisfy(reason -> assertThat(reason).startsWith("severity \"urgent\"")
                .contains("high, medium, low"));
        assertThat(parsed.ignored()).anySatisfy(reason -> assertThat(reason).startsWith("from \"yesterday\"")
                .contains("yyyy-MM-dd"));
        assertThat(parsed.address()).isEqualTo(new QueueAddress(null, null, null, null, null, null, null,
                LocalDate.of(2026, 11, 2), "kept", null, null, null, false, null));
    }

    @Test
    void knowsWhenTheDatesAreReversed() {
        assertThat(read("from=2026-11-02&to=2026-11-01").datesReversed()).isTrue();
        assertThat(read("from=2026-11-01&to=2026-11-01").datesReversed()).isFalse();
    }

    @Test
    void aSearchTakesTheFiltersAndKeepsTheOrderTheViewAndTheOpenAnswer() {
        QueueAddress current = read("severity=low&sort=severity&view=groups&request=r1");

        QueueAddress searched = current.withFiltersOf(read("decision=rejected"));

        assertThat(searched.query()).isEqualTo("decision=rejected&sort=severity&view=groups&request=r1");
        assertThat(QueueAddress.of("r1")).isEqualTo("request=r1");
        assertThat(FilterFields.of(searched).parameters()).containsEntry("decision", "rejected")
                .containsEntry("status", "flagged");
        assertThat(QueueAddress.parse(FilterFields.of(searched).parameters()).address())
                .isEqualTo(QueueAddress.DEFAULT.withFiltersOf(searched));
        assertThat(Set.copyOf(QueueAddress.PARAMETERS)).hasSize(14);
    }
}
