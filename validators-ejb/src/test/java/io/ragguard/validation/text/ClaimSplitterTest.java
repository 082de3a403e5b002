package io.ragguard.validation.text;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            The vials are stored between 2 °C and 8 °C and they must be kept away from light. | between 2 °C and 8 °C
            The vials are stored at 2–8 °C and they must be kept away from light.             | 2–8 °C
            The vials are stored at 2-8 °C and they must be kept away from light.             | 2-8 °C
            The vials are stored from 2 to 8 °C and they must be kept away from light.        | from 2 to 8 °C
            The fee is USD 14.95 to 19.95 and it is charged monthly.                          | USD 14.95 to 19.95
            The fee is $14.95 to $19.95 and it is charged monthly.                            | $14.95 to $19.95
            The dose is between 10 and 20 mg and it is taken daily.                           | between 10 and 20 mg
            """)
    void neverCutsAFigureAwayFromItsRangeOrUnit(String sentence, String range) {
        List<ClaimSplitter.Claim> claims = ClaimSplitter.split(sentence);

        assertThat(claims).as("cut at the clause joint after the range").hasSize(2);
        assertThat(claims.get(0).text()).contains(range).endsWith(".");
        assertThat(ClaimSplitter.pieces(sentence).stream().map(ClaimSplitter.Piece::text).collect(Collectors.joining()))
                .isEqualTo(sentence);
    }

    @Test
    void keepsARangeOfTheReportedAnswerWhole() {
        assertThat(ClaimSplitter.split("Store the vials between 2 °C and 8 °C [1]."))
                .containsExactly(new ClaimSplitter.Claim("Store the vials between 2 °C and 8 °C.", 0));
        assertThat(ClaimSplitter.split("The vials are stored between 2 °C and 8 °C and must not be frozen."))
                .extracting(ClaimSplitter.Claim::text)
                .containsExactly("The vials are stored between 2 °C and 8 °C.", "Must not be frozen.");
    }

    @Test
    void givesNoClaimsForAnEmptyAnswer() {
        assertThat(ClaimSplitter.split(" ")).isEmpty();
    }
}
