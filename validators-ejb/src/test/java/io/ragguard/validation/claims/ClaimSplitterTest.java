package io.ragguard.validation.claims;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ClaimSplitterTest {

    @Test
    void splitsSentencesAndCoordinatedClauses() {
        assertThat(ClaimSplitter.split("Paris is the capital of France, and it has 2 million people [1]. "
                + "The Louvre is there; it opened in 1793."))
                .containsExactly(new ClaimSplitter.Claim("Paris is the capital of France.", 0),
                        new ClaimSplitter.Claim("It has 2 million people.", 0),
                        new ClaimSplitter.Claim("The Louvre is there.", 1),
                        new ClaimSplitter.Claim("It opened in 1793.", 1));
    }

    @Test
    void keepsCoordinatedNounsTogether() {
        assertThat(ClaimSplitter.split("Apples and pears are fruit."))
                .containsExactly(new ClaimSplitter.Claim("Apples and pears are fruit.", 0));
    }

    @Test
    void givesNoClaimsForAnEmptyAnswer() {
        assertThat(ClaimSplitter.split(" ")).isEmpty();
    }
}
