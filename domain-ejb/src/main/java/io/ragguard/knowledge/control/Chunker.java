package io.ragguard.knowledge.control;

import io.ragguard.text.Sentences;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts text into passages of whole sentences, each at most {@code maxChars} long (a sentence longer
 * than that is a passage of its own), where consecutive passages share their last and first
 * {@code overlapSentences} sentences. Paragraph breaks (blank lines) always end a passage when the
 * passage is at least half full, so passages tend to follow the author's structure.
 */
public final class Chunker {

    private final int maxChars;
    private final int overlapSentences;

    public Chunker(int maxChars, int overlapSentences) {
        if (maxChars < 50) {
            throw new IllegalArgumentException("chunk size must be at least 50 characters");
        }
        if (overlapSentences < 0) {
            throw new IllegalArgumentException("chunk overlap must not be negative");
        }
        this.maxChars = maxChars;
        this.overlapSentences = overlapSentences;
    }

    public List<String> chunk(String text) {
        List<String> chunks = new ArrayList<>();
        Passage passage = new Passage();
        for (String paragraph : text.split("\\n\\s*\\n")) {
            for (String sentence : Sentences.split(withoutHeadings(paragraph))) {
                if (passage.fresh > 0 && passage.length + sentence.length() + 1 > maxChars) {
                    passage.flushInto(chunks, overlapSentences);
                }
                passage.dropOverlapBeyond(maxChars - sentence.length() - 1);
                passage.add(sentence);
            }
            if (passage.fresh > 0 && passage.length >= maxChars / 2) {
                passage.flushInto(chunks, overlapSentences);
            }
        }
        if (passage.fresh > 0) {
            passage.flushInto(chunks, 0);
        }
        return chunks;
    }

    /**
     * Headings are kept as the document title, not as passage text: Markdown's ({@code # ...}) and a plain
     * text's, a line of up to eight words with no closing punctuation above a sentence ("Kayak Rental
     * Service"), which would otherwise be read as the start of that sentence. A line wrapped inside a
     * sentence goes on in lower case, and stays.
     */
    static String withoutHeadings(String paragraph) {
        String[] lines = paragraph.split("\\R");
        StringBuilder kept = new StringBuilder();
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            String below = i + 1 < lines.length ? lines[i + 1].strip() : "";
            boolean sentenceBelow = !below.isEmpty() && (Character.isUpperCase(below.charAt(0))
                    || Character.isDigit(below.charAt(0)));
            if (line.startsWith("#") || sentenceBelow && line.split("\\s+").length <= 8
                    && PLAIN_HEADING.matcher(line).matches()) {
                continue;
            }
            kept.append(line).append('\n');
        }
        return kept.toString().trim();
    }

    /** Opening with a capital or a digit, ending without punctuation. */
    private static final java.util.regex.Pattern PLAIN_HEADING = java.util.regex.Pattern.compile(
            "[\\p{Lu}\\p{N}][^.!?:;,]{0,78}[^.!?:;,\\s]|[\\p{Lu}\\p{N}]");

    /** The passage being filled: its sentences, their length, and how many are not overlap. */
    private static final class Passage {
        private final List<String> sentences = new ArrayList<>();
        private int length;
        private int fresh;

        void add(String sentence) {
            sentences.add(sentence);
            length += sentence.length() + 1;
            fresh++;
        }

        /** Drops overlap from the front until at most {@code room} is used, so the next sentence fits. */
        void dropOverlapBeyond(int room) {
            while (fresh == 0 && !sentences.isEmpty() && length > room) {
                length -= sentences.remove(0).length() + 1;
            }
        }

        void flushInto(List<String> chunks, int overlap) {
            chunks.add(String.join(" ", sentences));
            List<String> kept = new ArrayList<>(
                    sentences.subList(Math.max(0, sentences.size() - overlap), sentences.size()));
            sentences.clear();
            sentences.addAll(kept);
            length = kept.stream().mapToInt(s -> s.length() + 1).sum();
            fresh = 0;
        }
    }
}
