package io.ragguard.guardrail.boundary;

import io.ragguard.request.Problem;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GuardEntryDraftTest {

    @Test
    void acceptsEveryKnownKind() {
        assertThat(List.of(
                new GuardEntryDraft("denied_topic", null, "weapons", "Weapons and explosives."),
                new GuardEntryDraft("harm_violence", null, "murder", null),
                new GuardEntryDraft("identity_claim", null, "(?i)\\bI am ChatGPT\\b", null),
                new GuardEntryDraft("ego_claim", null, "(?i)\\bI feel ", "It appears "),
                new GuardEntryDraft("required_section", "northwind", "Summary", null)))
                .allSatisfy(draft -> assertThat(draft.normalized().problem()).isEmpty());
    }

    @Test
    void namesTheFieldOfTheFirstProblem() {
        assertThat(new GuardEntryDraft("banned", null, "x", null).problem()).get()
                .extracting(Problem::field).isEqualTo("kind");
        assertThat(new GuardEntryDraft("harm_violence", null, "  ", null).normalized().problem()).get()
                .extracting(Problem::field).isEqualTo("pattern");
        assertThat(new GuardEntryDraft("denied_topic", null, "weapons", " ").normalized().problem()).get()
                .extracting(Problem::field).isEqualTo("detail");
        assertThat(new GuardEntryDraft("identity_claim", null, "I am (ChatGPT", null).problem()).get()
                .extracting(Problem::field).isEqualTo("pattern");
    }

    @Test
    void keepsAnEmptyEgoRewriteAndDropsABlankTenant() {
        GuardEntryDraft draft = new GuardEntryDraft(" ego_claim ", " ", "(?i)as a friend, ", "").normalized();

        assertThat(draft.tenant()).isNull();
        assertThat(draft.kind()).isEqualTo("ego_claim");
        assertThat(draft.detail()).isEmpty();
        assertThat(draft.problem()).isEmpty();
    }

    @Test
    void listsATenantsEntriesWithThoseForAllTenants() {
        GuardLists lists = new GuardLists(List.of(
                entry(1, "harm_violence", null, "murder"),
                entry(2, "harm_violence", "bluebay", "massacre"),
                entry(3, "harm_self_harm", "northwind", "suicide"),
                entry(4, "required_section", "northwind", "Summary")));

        assertThat(lists.of(GuardKind.REQUIRED_SECTION, "northwind")).extracting(GuardEntryView::pattern)
                .containsExactly("Summary");
        assertThat(lists.of(GuardKind.REQUIRED_SECTION, "bluebay")).isEmpty();
        assertThat(lists.harmWords("northwind")).containsOnlyKeys("violence", "self_harm")
                .containsEntry("violence", List.of("murder"));
    }

    private static GuardEntryView entry(long id, String kind, String tenant, String pattern) {
        return new GuardEntryView(id, new GuardKind(kind), tenant, pattern, null, Instant.EPOCH, "test");
    }
}
