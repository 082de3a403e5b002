package io.ragguard.tone.boundary;

import io.ragguard.request.InvalidRequestException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ToneStyleDraftTest {

    private static ToneStyleDraft draft(String name, String contractions) {
        return new ToneStyleDraft(name, "Short, formal", null, true, contractions, null, null, null, null);
    }

    @Test
    void leftOutRulesAreOffContractionsKeptAndNoSentenceLimit() {
        ToneStyle style = draft(" Terse ", null).style(null);
        assertThat(style).isEqualTo(new ToneStyle("terse", "Short, formal", false, true,
                ToneStyle.Contractions.KEEP, false, false, 0, ""));
    }

    @Test
    void contractionsAreReadInAnyCase() {
        assertThat(draft("terse", "Expand").style(null).contractions()).isEqualTo(ToneStyle.Contractions.EXPAND);
    }

    @Test
    void anUnknownContractionsRuleIsNamed() {
        assertThatThrownBy(() -> draft("terse", "sometimes").style(null))
                .isInstanceOfSatisfying(InvalidRequestException.class,
                        e -> assertThat(e.field()).isEqualTo("contractions"));
    }

    @Test
    void thePathNamesTheStyleAndABodyNamingAnotherIsRefused() {
        assertThat(draft(null, null).style("terse").name()).isEqualTo("terse");
        assertThat(draft("TERSE", null).style("terse").name()).isEqualTo("terse");
        assertThatThrownBy(() -> draft("brisk", null).style("terse"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> assertThat(e.field()).isEqualTo("name"));
    }

    @Test
    void theStylesOwnRulesStillHold() {
        assertThat(draft("neutral", null).problem(null)).get()
                .satisfies(p -> assertThat(p.message()).contains("built-in"));
        assertThat(new ToneStyleDraft("terse", "d", null, null, null, null, null, 500, null).problem(null)).get()
                .satisfies(p -> assertThat(p.field()).isEqualTo("max_sentence_words"));
    }
}
