package io.ragguard.validation.text;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

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
    void cutsASentenceIntoPiecesThatJoinToItAndReadAsItsClaims() {
        String sentence = "Paris is the capital, and it has 2 million people; the Louvre opened in 1793.";

        List<ClaimSplitter.Piece> pieces = ClaimSplitter.pieces(sentence);

        assertThat(pieces.stream().map(ClaimSplitter.Piece::text).collect(Collectors.joining())).isEqualTo(sentence);
        assertThat(pieces).extracting(ClaimSplitter.Piece::claim).containsExactly("Paris is the capital.", null,
                "It has 2 million people.", null, "The Louvre opened in 1793.");
        assertThat(pieces.get(1).text()).isEqualTo(", and ");
    }

    @Test
    void leavesASentenceOfOneClauseWhole() {
        assertThat(ClaimSplitter.pieces("Apples and pears are fruit."))
                .containsExactly(new ClaimSplitter.Piece("Apples and pears are fruit.", "Apples and pears are fruit."));
    }

    @Test
    void givesNoClaimsForAnEmptyAnswer() {
        assertThat(ClaimSplitter.split(" ")).isEmpty();
    }
}
