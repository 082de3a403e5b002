package io.ragguard.tenant.boundary;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class TermTemplateTest {

    @Test
    void rendersPlaceholdersInTheTenantsTerms() {
        String rendered = TermTemplate.render("Join {{loyalty_program}} and collect {{ points }} on every {{loyalty_program}} visit.",
                Map.of("loyalty_program", "Northwind Rewards", "points", "stars"));

        assertThat(rendered).isEqualTo("Join Northwind Rewards and collect stars on every Northwind Rewards visit.");
    }

    @Test
    void rejectsAPlaceholderWithoutATerm() {
        assertThatIllegalArgumentException()
                .isThrownBy(() -> TermTemplate.render("Ask {{pharmacist}}.", Map.of("store", "shop")))
                .withMessageContaining("pharmacist");
    }

    @Test
    void leavesTextWithoutPlaceholdersUnchanged() {
        String text = "Returns are accepted within 30 days {not a placeholder} {{Upper}} [1].";

        assertThat(TermTemplate.render(text, Map.of())).isEqualTo(text);
    }

    @Test
    void insertsDollarSignsAndBackslashesLiterally() {
        assertThat(TermTemplate.render("Pay with {{currency}} or {{path}}.", Map.of("currency", "$1 US$", "path", "C:\\shop\\$0")))
                .isEqualTo("Pay with $1 US$ or C:\\shop\\$0.");
    }
}
