package io.ragguard.tenant.boundary;

import io.ragguard.request.Problem;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class TenantDraftTest {

    private static Optional<String> fieldAtFault(String id, String name, String domain, Map<String, String> terms) {
        return new TenantDraft(id, name, domain, terms).normalized().problem().map(Problem::field);
    }

    @Test
    void acceptsASlugANameADomainAndATermCatalog() {
        assertThat(fieldAtFault("acme-retail_2", "Acme & Sons", "retail", Map.of("gift_card", "Acme Card")))
                .isEmpty();
        assertThat(fieldAtFault("a", "A", "x", null)).isEmpty();
    }

    @Test
    void trimsEveryFieldAndEveryTermButKeepsNoTermsAsNone() {
        Map<String, String> terms = new LinkedHashMap<>();
        terms.put(" customer ", " client ");
        TenantDraft draft = new TenantDraft(" acme ", " Acme ", " retail ", terms).normalized();

        assertThat(draft).isEqualTo(new TenantDraft("acme", "Acme", "retail", Map.of("customer", "client")));
        assertThat(new TenantDraft("acme", "Acme", "retail", null).normalized().terms()).isNull();
    }

    @Test
    void refusesAnIdThatIsNoLowercaseSlugOfAtMost64Characters() {
        for (String id : new String[]{null, "", "Acme", "acme co", "acme.co", "-acme", "_acme", "../acme", "ä",
                "a".repeat(65)}) {
            assertThat(fieldAtFault(id, "Acme", "retail", null)).as(String.valueOf(id)).contains("id");
        }
        assertThat(fieldAtFault("a".repeat(64), "Acme", "retail", null)).isEmpty();
    }

    @Test
    void refusesAnEmptyLongOrMultiLineNameAndAnInvalidDomain() {
        assertThat(fieldAtFault("acme", "  ", "retail", null)).contains("name");
        assertThat(fieldAtFault("acme", "x".repeat(201), "retail", null)).contains("name");
        assertThat(fieldAtFault("acme", "Acme\nSons", "retail", null)).contains("name");
        assertThat(fieldAtFault("acme", "Acme", "Retail", null)).contains("domain");
        assertThat(fieldAtFault("acme", "Acme", null, null)).contains("domain");
    }

    @Test
    void refusesATermWhoseConceptAPlaceholderCouldNotNameOrWhoseWordIsEmpty() {
        assertThat(fieldAtFault("acme", "Acme", "retail", Map.of("Gift Card", "Acme Card"))).contains("terms");
        assertThat(fieldAtFault("acme", "Acme", "retail", Map.of("gift_card", " "))).contains("terms");
        assertThat(TenantDraft.termProblem("gift-card", "Acme Card")).map(Problem::field)
                .contains("canonical");
        assertThat(TenantDraft.termProblem("gift_card", "x".repeat(201))).map(Problem::field)
                .contains("term");
        assertThat(TenantDraft.termProblem("gift_card", "Acme Card")).isEmpty();
    }

    @Test
    void checksNameAndDomainWithoutTheIdForAChange() {
        TenantDraft change = new TenantDraft("Legacy Id", "Acme", "retail", null);

        assertThat(change.problem()).isPresent();
        assertThat(change.problemOfNameOrDomain()).isEmpty();
    }
}
