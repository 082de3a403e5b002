package io.ragguard.knowledge.control;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class ChunkerTest {

    /** A sentence of exactly {@code length} characters that starts with {@code name}. */
    private static String sentence(String name, int length) {
        StringBuilder s = new StringBuilder(name);
        while (s.length() < length - 1) {
            s.append(s.length() % 6 == 5 ? ' ' : 'x');
        }
        if (s.charAt(s.length() - 1) == ' ') {
            s.setCharAt(s.length() - 1, 'x');
        }
        return s.append('.').toString();
    }

    private static List<String> sentences(int count, int length) {
        return IntStream.rangeClosed(1, count).mapToObj(i -> sentence("Sentence" + i, length)).toList();
    }

    private static List<String> sentencesOf(List<String> chunks) {
        List<String> all = new ArrayList<>();
        for (String chunk : chunks) {
            for (String part : chunk.split("(?<=\\.) ")) {
                all.add(part);
            }
        }
        return all;
    }

    @Test
    void cutsBetweenSentencesAndKeepsEveryChunkWithinTheMaximum() {
        List<String> input = sentences(10, 30);

        List<String> chunks = new Chunker(100, 0).chunk(String.join(" ", input));

        assertThat(chunks).hasSizeGreaterThan(1).allSatisfy(chunk -> {
            assertThat(chunk.length()).isLessThanOrEqualTo(100);
            assertThat(chunk).startsWith("Sentence").endsWith(".");
        });
        assertThat(sentencesOf(chunks)).containsExactlyElementsOf(input);
    }

    @Test
    void fillsAChunkAsFarAsTheMaximumAllows() {
        List<String> input = sentences(6, 30);

        List<String> chunks = new Chunker(100, 0).chunk(String.join(" ", input));

        // three sentences of 30 characters and two spaces make 92 characters; a fourth would not fit
        assertThat(chunks).containsExactly(String.join(" ", input.subList(0, 3)),
                String.join(" ", input.subList(3, 6)));
    }

    @Test
    void repeatsTheLastSentenceOfAChunkAtTheStartOfTheNext() {
        List<String> input = sentences(10, 30);

        List<String> chunks = new Chunker(100, 1).chunk(String.join(" ", input));

        assertThat(chunks).hasSizeGreaterThan(2).allSatisfy(chunk -> assertThat(chunk.length()).isLessThanOrEqualTo(100));
        for (int i = 1; i < chunks.size(); i++) {
            List<String> previous = sentencesOf(List.of(chunks.get(i - 1)));
            assertThat(chunks.get(i)).startsWith(previous.get(previous.size() - 1) + " ");
        }
        assertThat(sentencesOf(chunks).stream().distinct().toList()).containsExactlyElementsOf(input);
    }

    @Test
    void overlapsByAsManySentencesAsConfigured() {
        List<String> input = sentences(12, 20);

        List<String> chunks = new Chunker(100, 2).chunk(String.join(" ", input));

        assertThat(chunks).hasSizeGreaterThan(2);
        for (int i = 1; i < chunks.size(); i++) {
            List<String> previous = sentencesOf(List.of(chunks.get(i - 1)));
            List<String> current = sentencesOf(List.of(chunks.get(i)));
            assertThat(current.subList(0, 2)).containsExactlyElementsOf(previous.subList(previous.size() - 2, previous.size()));
            assertThat(current).hasSizeGreaterThan(2);
        }
    }

    @Test
    void leavesHeadingsOutOfThePassages() {
        String text = "# Returns policy\n\nReturns are accepted within 30 days of purchase.\n\n"
                + "## Refunds\nRefunds go back to the original card.";

        List<String> chunks = new Chunker(200, 0).chunk(text);

        assertThat(chunks).containsExactly(
                "Returns are accepted within 30 days of purchase. Refunds go back to the original card.");
    }

    @Test
    void endsAChunkAtAParagraphBreakOnceItIsHalfFull() {
        String first = sentence("First", 60);
        String second = sentence("Second", 20);

        List<String> chunks = new Chunker(100, 0).chunk(first + "\n\n" + second);

        assertThat(chunks).containsExactly(first, second);
    }

    @Test
    void carriesOnAcrossAParagraphBreakWhileLessThanHalfFull() {
        String first = sentence("First", 30);
        String second = sentence("Second", 20);

        List<String> chunks = new Chunker(100, 0).chunk(first + "\n\n" + second);

        assertThat(chunks).containsExactly(first + " " + second);
    }

    @Test
    void makesAnOverlongSentenceAChunkOfItsOwn() {
        String before = sentence("Before", 30);
        String longOne = sentence("Long", 150);
        String after = sentence("After", 30);

        List<String> chunks = new Chunker(100, 0).chunk(String.join(" ", before, longOne, after));

        assertThat(chunks).containsExactly(before, longOne, after);
    }

    @Test
    void makesAnOverlongSentenceAChunkOfItsOwnAlsoWithOverlap() {
        String before = sentence("Before", 30);
        String longOne = sentence("Long", 150);
        String after = sentence("After", 30);

        List<String> chunks = new Chunker(100, 1).chunk(String.join(" ", before, longOne, after));

        assertThat(chunks).contains(longOne);
        assertThat(chunks).filteredOn(chunk -> !chunk.equals(longOne))
                .allSatisfy(chunk -> assertThat(chunk.length()).isLessThanOrEqualTo(100));
    }

    @Test
    void dropsOverlapThatWouldPushTheNextChunkBeyondTheMaximum() {
        String a = sentence("Alpha", 45);
        String b = sentence("Bravo", 45);
        String c = sentence("Charlie", 70);
        String d = sentence("Delta", 20);

        List<String> chunks = new Chunker(100, 1).chunk(String.join(" ", a, b, c, d));

        assertThat(chunks).allSatisfy(chunk -> assertThat(chunk.length()).isLessThanOrEqualTo(100));
        assertThat(sentencesOf(chunks).stream().distinct().toList()).containsExactly(a, b, c, d);
    }

    @Test
    void neverEndsWithAChunkThatIsOnlyOverlap() {
        String first = sentence("First", 40);
        String second = sentence("Second", 40);

        List<String> chunks = new Chunker(100, 1).chunk(first + " " + second + "\n\n# Appendix\n\n");

        assertThat(chunks).containsExactly(first + " " + second);
    }

    @Test
    void returnsNothingForTextWithoutSentences() {
        assertThat(new Chunker(100, 1).chunk("# Only a heading\n\n   \n")).isEmpty();
    }

    @Test
    void acceptsTheSmallestSizeAndNoOverlap() {
        assertThat(new Chunker(50, 0).chunk("Returns are accepted.")).containsExactly("Returns are accepted.");
    }

    @Test
    void rejectsAChunkSizeBelowFifty() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Chunker(49, 1)).withMessageContaining("50");
    }

    @Test
    void rejectsANegativeOverlap() {
        assertThatIllegalArgumentException().isThrownBy(() -> new Chunker(600, -1)).withMessageContaining("overlap");
    }

    @Test
    void keepsAPlainTextHeadingOutOfTheSentenceBelowIt() {
        List<String> chunks = new Chunker(600, 0).chunk("Kayak Rental Service\nSelected Northwind stores rent kayaks "
                + "by the day.\n\nCancellations\nA reservation can be cancelled up to 24 hours ahead.");

        assertThat(String.join(" ", chunks)).isEqualTo("Selected Northwind stores rent kayaks by the day. "
                + "A reservation can be cancelled up to 24 hours ahead.");
    }

    @Test
    void keepsALineWrappedInsideASentence() {
        List<String> chunks = new Chunker(600, 0).chunk("Most items can be returned within 30 days\nof delivery "
                + "for a full refund.");

        assertThat(chunks).containsExactly("Most items can be returned within 30 days of delivery for a full refund.");
    }
}
