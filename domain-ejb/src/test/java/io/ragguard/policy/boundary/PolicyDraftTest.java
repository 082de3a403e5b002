package io.ragguard.policy.boundary;

import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class PolicyDraftTest {

    private static final Map<String, String> ONE = Map.of("validator.faithfulness.threshold", "0.4");

    @Test
    void aDraftNeedsANameAndSomeSettingsAndAShortNote() {
        assertThat(new PolicyDraft("strict", null, ONE, null).problem()).isEmpty();
        assertThat(new PolicyDraft(" ", null, ONE, null).problem()).get()
                .satisfies(p -> assertThat(p.field()).isEqualTo("name"));
        assertThat(new PolicyDraft("strict", null, Map.of(), null).problem()).get()
                .satisfies(p -> assertThat(p.field()).isEqualTo("settings"));
        assertThat(new PolicyDraft("strict", null, ONE, "x".repeat(2001)).problem()).get()
                .satisfies(p -> assertThat(p.field()).isEqualTo("note"));
    }

    @Test
    void normalizingTrimsAndReadsABlankTenantOrNoteAsNone() {
        PolicyDraft draft = new PolicyDraft("  strict ", " ", ONE, "  ").normalized();
        assertThat(draft.name()).isEqualTo("strict");
        assertThat(draft.tenant()).isNull();
        assertThat(draft.note()).isNull();
    }

    @Test
    void aPolicyHoldsValidationSettingsOnly() {
        assertThat(Policies.holds("validator.faithfulness.threshold")).isTrue();
        assertThat(Policies.holds("validation.mode")).isTrue();
        assertThat(Policies.holds("validator.cross-encoder.weight")).isFalse();
        assertThat(Policies.holds("llm.model")).isFalse();
        assertThat(Policies.holds("retrieval.top-k")).isFalse();
        assertThat(Policies.holds(null)).isFalse();
    }

    @Test
    void storesItsValuesAsJsonInTheirOrderAndATenantsUnderItsOverrides() {
        Map<String, String> values = new LinkedHashMap<>();
        values.put("validation.mode", "observe");
        values.put("validator.claims.enabled", "true");
        values.put("validator.pii-leakage.note", Policies.NONE);
        assertThat(Policies.read(Policies.json(values))).containsExactlyEntriesOf(values);
        assertThat(Policies.target("bluebay", "validation.mode")).isEqualTo("tenant.bluebay.validation.mode");
        assertThat(Policies.target(null, "validation.mode")).isEqualTo("validation.mode");
    }
}
