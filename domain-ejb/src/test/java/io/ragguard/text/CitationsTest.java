package io.ragguard.text;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CitationsTest {

    @Test
    void findsCitedNumbersInOrderWithRepeats() {
        assertThat(Citations.numbers("A [2]. B [1][2]. C")).containsExactly(2, 1, 2);
    }

    @Test
    void stripsMarkersWithTheSpaceBeforeThem() {
        assertThat(Citations.strip("Returns take 30 days [1][2]. Refunds [3] follow."))
                .isEqualTo("Returns take 30 days. Refunds follow.");
    }

    @Test
    void retainsOnlyTheMarkersItIsToldToKeep() {
        assertThat(Citations.retain("Returns take 30 days [1] [7]. Refunds [9].", n -> n <= 3))
                .isEqualTo("Returns take 30 days [1]. Refunds.");
    }

    @Test
    void citesBeforeClosingPunctuation() {
        assertThat(Citations.cite("Returns are accepted for 30 days. ", 2))
                .isEqualTo("Returns are accepted for 30 days [2].");
        assertThat(Citations.cite("Returns are accepted", 1)).isEqualTo("Returns are accepted [1]");
    }

    @Test
    void readsATextAsProseWithoutMarkersOrItsClosingReferenceList() {
        String answer = "Returns take 30 days [1]. Refunds follow [2]." + Citations.referenceList(
                List.of("[1] Returns policy", "[2] Refunds"));

        assertThat(answer).endsWith("\n\nReferences: [1] Returns policy; [2] Refunds");
        assertThat(Citations.prose(answer)).isEqualTo("Returns take 30 days. Refunds follow.");
        assertThat(Citations.prose("See the References: [1] section.")).as("only a closing paragraph")
                .isEqualTo("See the References: section.");
        assertThat(Citations.referenceList(List.of())).isEmpty();
    }
}
