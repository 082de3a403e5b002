package io.ragguard.text;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Splits text into sentences at {@code . ! ?} (optionally followed by a closing quote or bracket)
 * followed by white space and a capital letter, digit, quote or bracket, or, as real documents run
 * sentences together ({@code ...in 1994.Patricia Lee Smith...}), directly by a capitalised word after a
 * lower-case word or a number, keeping any citation markers
 * that follow the punctuation with their sentence, and never splitting after common abbreviations,
 * initialisms such as {@code U.S.} or inside decimal numbers. Blank lines, list items, headings and
 * lines that end a sentence (or a citation marker) also end a sentence; other line breaks are taken
 * as hard wraps inside one sentence. Citation markers after the last sentence's punctuation stay with it.
 */
public final class Sentences {

    /**
     * The end of a sentence run into the next without a space: {@code director.Jauja}, {@code 1994.Patricia},
     * {@code Community.KO}, {@code UK.Robert}, {@code El-P.Jaime}, {@code hours.A territory}; not {@code U.S.Army}, {@code 5.50} or {@code example.com}.
     */
    static final String RUN_ON_BOUNDARY =
            "(?<=(?:[\\p{Ll}\\p{N}]|[\\p{L}-]\\p{Lu})[.!?])(?=\\p{Lu}[\\p{Ll}\\p{Lu}]|[AI]\\s)";
    private static final Pattern BOUNDARY = Pattern.compile(
            "(?<=[.!?][\"'”’)]?)((?:\\s*\\[\\d+])*)(?:\\s+(?=[\\p{Lu}\\p{N}\"'“‘(\\[])"
                    + "|" + Sentences.RUN_ON_BOUNDARY + ")");
    private static final Pattern LIST_ITEM = Pattern.compile("\\s*(?:[-*•+]|\\d{1,2}[.)])\\s");
    /** A numbered list item's number ("2."), which opens its item rather than ending a sentence. */
    private static final Pattern ITEM_NUMBER = Pattern.compile("\\s*\\d{1,2}[.)]\\s*");
    private static final Pattern HEADING = Pattern.compile("\\s*#{1,6}\\s");
    private static final Pattern LINE_END = Pattern.compile("(?:[.!?:][\"'”’)]?|\\[\\d+])\\s*$");
    private static final Pattern FINAL_PUNCTUATION = Pattern.compile("([.!?])[\"'”’)]?\\s*$");
    private static final Pattern SINGLE_LETTER = Pattern.compile("(?:^|[\\s(])\\p{L}$");
    private static final Pattern ONLY_MARKERS = Pattern.compile("(?:\\s*\\[\\d+])*\\s*");
    private static final Pattern INITIALISM = Pattern.compile("(?:\\p{L}\\.){2,}");
    private static final List<String> ABBREVIATIONS = List.of(
            "e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "no.", "approx.", "inc.", "ltd.", "st.");

    private Sentences() {
    }

    public static List<String> split(String text) {
        List<String> sentences = new ArrayList<>();
        if (text == null || text.isBlank()) {
            return sentences;
        }
        for (String block : blocks(text.replace("\r\n", "\n").replace('\r', '\n'))) {
            splitBlock(block, sentences);
        }
        return sentences;
    }

    /**
     * How much of a text that is still being written (a streamed answer) holds whole sentences: the
     * length of its longest prefix that ends where {@link #split} would end a sentence and the next one
     * has begun (its first letter after a sentence's end, or a line after a blank line, a list item or a
     * line that ends a sentence), or the whole text when it ends with a sentence's final punctuation
     * ({@link #endsSentence}). The prefix ends with the sentence's citation markers when they came
     * before the next sentence; markers that a model writes after the punctuation of the last sentence
     * come as the next text.
     */
    public static int completeLength(String text) {
        int complete = 0;
        Matcher m = BOUNDARY.matcher(text);
        int start = 0;
        while (m.find()) {
            if (!endsWithAbbreviation(text.substring(start, m.start())) && text.charAt(m.end()) != '[') {
                complete = m.end(1);
                start = m.end();
            }
        }
        if (endsSentence(text)) {
            return text.length();
        }
        for (int lineEnd = text.indexOf('\n', complete); lineEnd >= 0; lineEnd = text.indexOf('\n', lineEnd + 1)) {
            String line = text.substring(text.lastIndexOf('\n', lineEnd - 1) + 1, lineEnd);
            String after = text.substring(lineEnd + 1);
            if (after.isBlank()) {
                break;
            }
            boolean blankLineFollows = after.substring(0, after.length() - after.stripLeading().length())
                    .contains("\n");
            if (line.isBlank() || blankLineFollows || LINE_END.matcher(line).find()
                    || LIST_ITEM.matcher(after).lookingAt() || HEADING.matcher(after).lookingAt()) {
                complete = Math.max(complete, lineEnd + 1);
            }
        }
        return complete;
    }

    /**
     * Whether a text ends with a sentence's final punctuation: {@code . ! ?}, perhaps with a closing quote
     * or bracket, and white space, but not a point after a digit (a decimal may go on), after an abbreviation, an
     * initialism or a single letter (an initial).
     */
    private static boolean endsSentence(String text) {
        Matcher end = FINAL_PUNCTUATION.matcher(text);
        if (!end.find()) {
            return false;
        }
        if (end.group(1).equals(".")) {
            String before = text.substring(0, end.start());
            if (before.isEmpty() || Character.isDigit(before.charAt(before.length() - 1))
                    || endsWithAbbreviation(before + ".") || SINGLE_LETTER.matcher(before).find()) {
                return false;
            }
        }
        return true;
    }

    /** Runs of lines that may hold one sentence across a line break (a hard-wrapped paragraph). */
    private static List<String> blocks(String text) {
        List<String> blocks = new ArrayList<>();
        StringBuilder block = new StringBuilder();
        boolean ended = true;
        for (String line : text.split("\n", -1)) {
            boolean blank = line.isBlank();
            if (blank || ended || LIST_ITEM.matcher(line).lookingAt() || HEADING.matcher(line).lookingAt()) {
                blocks.add(block.toString());
                block.setLength(0);
            }
            if (!blank) {
                block.append(line).append(' ');
            }
            ended = blank || HEADING.matcher(line).lookingAt() || LINE_END.matcher(line).find();
        }
        blocks.add(block.toString());
        return blocks;
    }

    private static void splitBlock(String block, List<String> sentences) {
        int start = 0;
        Matcher m = BOUNDARY.matcher(block);
        while (m.find()) {
            if (endsWithAbbreviation(block.substring(start, m.start()))
                    || ONLY_MARKERS.matcher(block.substring(m.end())).matches()
                    || ITEM_NUMBER.matcher(block.substring(start, m.end(1))).matches()) {
                continue;
            }
            addNonBlank(sentences, block.substring(start, m.end(1)));
            start = m.end();
        }
        addNonBlank(sentences, block.substring(start));
    }

    private static boolean endsWithAbbreviation(String text) {
        String lower = text.stripTrailing().toLowerCase();
        int space = Math.max(lower.lastIndexOf(' '), Math.max(lower.lastIndexOf('\n'), lower.lastIndexOf('\t')));
        String lastWord = lower.substring(space + 1);
        return ABBREVIATIONS.contains(lastWord) || INITIALISM.matcher(lastWord).matches();
    }

    private static void addNonBlank(List<String> sentences, String sentence) {
        String collapsed = sentence.replaceAll("\\s+", " ").trim();
        if (!collapsed.isEmpty()) {
            sentences.add(collapsed);
        }
    }
}
