package io.ragguard.guardrail.boundary;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GuardKindTest {

    @Test
    void theFourFixedKindsAndAnyHarmCategoryAreKinds() {
        assertThat(GuardKind.of("denied_topic")).contains(GuardKind.DENIED_TOPIC);
        assertThat(GuardKind.of("ego_claim")).contains(GuardKind.EGO_CLAIM);
        assertThat(GuardKind.of("harm_self_harm")).contains(GuardKind.harm("self_harm"));
        assertThat(GuardKind.of("harm_")).isEmpty();
        assertThat(GuardKind.of("Denied_Topic")).isEmpty();
        assertThat(GuardKind.of("harm_a b")).isEmpty();
        assertThat(GuardKind.of(null)).isEmpty();
        assertThatThrownBy(() -> new GuardKind("nosuch")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(GuardKind.NAMES);
    }

    @Test
    void aHarmKindHasItsCategoryAndOnlyClaimsAreRegularExpressions() {
        assertThat(GuardKind.harm("violence").isHarm()).isTrue();
        assertThat(GuardKind.harm("violence").category()).contains("violence");
        assertThat(GuardKind.DENIED_TOPIC.category()).isEmpty();
        assertThat(GuardKind.IDENTITY_CLAIM.isRegex()).isTrue();
        assertThat(GuardKind.EGO_CLAIM.isRegex()).isTrue();
        assertThat(GuardKind.REQUIRED_SECTION.isRegex()).isFalse();
        assertThat(GuardKind.harm("violence").isRegex()).isFalse();
    }

    @Test
    void jsonHoldsTheNameAsBefore() throws Exception {
        try (Jsonb jsonb = JsonbBuilder.create()) {
            GuardEntryView entry = new GuardEntryView(7, GuardKind.harm("violence"), null, "massacre", null, null,
                    "admin");
            assertThat(jsonb.toJson(entry)).contains("\"kind\":\"harm_violence\"");
        }
    }
}
