package io.ragguard.console.display;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class WordDiffTest {

    private static String render(List<Segment> segments) {
        return segments.stream().map(s -> switch (s.kind()) {
            case "removed" -> "[-" + s.text() + "-]";
            case "added" -> "{+" + s.text() + "+}";
            default -> s.text();
        }).collect(Collectors.joining());
    }

    @Test
    void marksTheWordsAPatchRemovedAndAdded() {
        List<Segment> diff = WordDiff.of("Returns take 30 days.", "Returns take 30 days [1].");

        assertThat(render(diff)).isEqualTo("Returns take 30 [-days.-]{+days [1].+}");
    }

    @Test
    void keepsWhatBothShareAndShowsARewriteAsRemovedThenAdded() {
        List<Segment> diff = WordDiff.of("The warranty lasts 7 years.", "I don't know.");

        assertThat(diff).extracting(Segment::kind).containsOnly("removed", "added");
        assertThat(render(WordDiff.of("a b c", "a b c"))).isEqualTo("a b c");
        assertThat(diff.stream().filter(s -> s.kind().equals("added")).map(Segment::text))
                .containsExactly("I don't know.");
    }

    @Test
    void neighbouringSegmentsOfOneKindAreOne() {
        assertThat(WordDiff.of("one two three four", "one five six four"))
                .extracting(Segment::kind).containsExactly("same", "removed", "added", "same");
    }
}
