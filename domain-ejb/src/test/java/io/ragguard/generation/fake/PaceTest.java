package io.ragguard.generation.fake;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

class PaceTest {

    @Test
    void tokensAreWordsWithTheirLeadingSpaceAndPunctuationApart() {
        Pace tokens = new Pace(Duration.ZERO, Duration.ZERO, 0);
        String text = "Members get 60 days [1]. Others, too!\n- a list ";

        assertThat(tokens.pieces(text)).containsExactly("Members", " get", " 60", " days", " [", "1", "]", ".",
                " Others", ",", " too", "!", "\n-", " a", " list", " ");
        assertThat(String.join("", tokens.pieces(text))).isEqualTo(text);
    }

    @Test
    void chunksHoldTheirCharacters() {
        assertThat(new Pace(Duration.ZERO, Duration.ZERO, 4).pieces("abcdefghij")).containsExactly("abcd", "efgh", "ij");
    }
}
