package io.ragguard.validation.claims;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ClaimRewriterTest {

    @Test
    void aHedgedSentenceKeepsItsWordsCapitalisedOnlyWhereTheyAreNames() {
        assertThat(ClaimRewriter.decapitalise("Refunds are sent by carrier pigeon."))
                .isEqualTo("refunds are sent by carrier pigeon.");
        assertThat(ClaimRewriter.decapitalise("The museum opened in Peru.")).isEqualTo("the museum opened in Peru.");
        assertThat(ClaimRewriter.decapitalise("Lumora was invented in Peru.")).isEqualTo("Lumora was invented in Peru.");
        assertThat(ClaimRewriter.decapitalise("IBM ships it.")).isEqualTo("IBM ships it.");
        assertThat(ClaimRewriter.decapitalise("McDonald's opens at 6.")).isEqualTo("McDonald's opens at 6.");
    }
}
