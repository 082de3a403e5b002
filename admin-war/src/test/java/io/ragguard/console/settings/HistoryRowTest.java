package io.ragguard.console.settings;

import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class HistoryRowTest {

    private static final String NAME = "validator.evidence-overlap.threshold";
    private static final Instant FIRST = Instant.parse("2025-03-01T10:00:00Z");
    private static final Instant THEN = Instant.parse("2025-03-02T10:00:00Z");
    private static final Instant LAST = Instant.parse("2025-03-03T10:00:00Z");

    private static SettingView setting(SettingType type, String source, String defaultValue) {
        return new SettingView(NAME, "0.3", null, source, type, 0.0, 1.0, List.of(), "0 to 1", "a threshold",
                defaultValue);
    }

    /** Newest first, as the audit lists them: 0.08 to 0.2, reset, 0.08 to 0.3. */
    private static final List<AuditEntry> CHANGES = List.of(
            new AuditEntry(3, LAST, "carol", "setting.change", NAME, "0.08", "0.3"),
            new AuditEntry(2, THEN, "admin", "setting.reset", NAME, "0.2", null),
            new AuditEntry(1, FIRST, "admin", "setting.change", NAME, "0.08", "0.2"));

    @Test
    void eachChangeGoesFromOneValueToAnotherWithWhoAndWhenAndTheOriginalComesLast() {
        List<HistoryRow> rows = HistoryRow.of(CHANGES, setting(SettingType.NUMBER, "database", "0.08"));

        assertThat(rows).containsExactly(
                new HistoryRow(3L, LAST, "carol", "0.08", "0.3", true),
                new HistoryRow(2L, THEN, "admin", "0.2", "(default)", false),
                new HistoryRow(1L, FIRST, "admin", "0.08", "0.2", true),
                new HistoryRow(null, null, null, null, "0.08", true));
        assertThat(rows.get(3).original()).isTrue();
        assertThat(rows.get(0).original()).isFalse();
    }

    @Test
    void theOriginalIsInForceWhileNoAdminsValueIs() {
        List<HistoryRow> rows = HistoryRow.of(CHANGES.subList(1, 3), setting(SettingType.NUMBER, "default", null));

        assertThat(rows.get(2)).isEqualTo(new HistoryRow(null, null, null, null, "built in", false));
    }

    @Test
    void aSecretsEarlierValuesAreNotKeptSoOnlyItsOriginalCanBeRestored() {
        List<HistoryRow> rows = HistoryRow.of(List.of(new AuditEntry(7, LAST, "admin", "setting.change", "llm.api-key",
                null, "(secret set)")), setting(SettingType.SECRET, "database", null));

        assertThat(rows).containsExactly(new HistoryRow(7L, LAST, "admin", "(not set)", "(secret set)", false),
                new HistoryRow(null, null, null, null, "(not set)", true));
    }

    @Test
    void aSettingNeverChangedHasNoHistory() {
        assertThat(HistoryRow.of(List.of(), setting(SettingType.NUMBER, "default", "0.08"))).isEmpty();
    }
}
