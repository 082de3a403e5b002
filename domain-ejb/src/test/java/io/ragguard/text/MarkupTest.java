package io.ragguard.text;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class MarkupTest {

    @Test
    void turnsBlockTagsIntoLineBreaksAndDropsOtherTags() {
        assertThat(Markup.plain("<p>Refunds take <b>5</b> days.</p><p>Returns are free.</p>"))
                .isEqualTo("\nRefunds take 5 days.\n\nReturns are free.\n");
    }

    @Test
    void decodesTheCommonEntities() {
        assertThat(Markup.plain("Simon &amp; Schuster&#39;s &quot;list&quot; &#x41;")).isEqualTo("Simon & Schuster's \"list\" A");
    }

    @Test
    void leavesTextWithoutMarkupAsItIs() {
        String text = "If x < 5 and y > 3, the dose is 2 mg.";
        assertThat(Markup.plain(text)).isSameAs(text);
        assertThat(Markup.plain("Plain text.")).isEqualTo("Plain text.");
        assertThat(Markup.plain(null)).isNull();
    }

    @Test
    void splitsIntoTheSentencesOfThePlainText() {
        assertThat(Sentences.split(Markup.plain("<p>It premiered on YouTube.</p>\n<p>The series won an award.</p>")))
                .containsExactly("It premiered on YouTube.", "The series won an award.");
    }
}
