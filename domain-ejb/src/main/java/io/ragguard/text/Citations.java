package io.ragguard.text;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Citation markers of the form {@code [n]} that point into the numbered evidence list. */
public final class Citations {

    private static final Pattern MARKER = Pattern.compile("\\[(\\d{1,3})]");
    private static final Pattern MARKER_WITH_SPACE = Pattern.compile("\\s*\\[(\\d{1,3})]");
    private static final String REFERENCES = "References: ";
    /** A reference list closing a text: a paragraph of its own, {@code References: [1] Title; [2] Title}. */
    private static final Pattern REFERENCE_LIST = Pattern.compile("\\n\\s*\\n" + REFERENCES + "\\[\\d{1,3}][^\\n]*\\s*$");

    private Citations() {
    }

    /** The numbers cited in the text, in order of appearance, with repeats. */
    public static List<Integer> numbers(String text) {
        List<Integer> numbers = new ArrayList<>();
        if (text == null) {
            return numbers;
        }
        Matcher m = MARKER.matcher(text);
        while (m.find()) {
            numbers.add(Integer.parseInt(m.group(1)));
        }
        return numbers;
    }

    /**
     * The reference list that closes an answer whose claims were checked: {@code "\n\nReferences: [1]
     * Title; [2] Title"} for the given numbered titles, or the empty string for none.
     */
    public static String referenceList(List<String> numberedTitles) {
        return numberedTitles.isEmpty() ? "" : "\n\n" + REFERENCES + String.join("; ", numberedTitles);
    }

    /**
     * The text as prose: without its markers and without a closing {@link #referenceList}, which
     * names sources rather than saying anything.
     */
    public static String prose(String text) {
        return strip(text == null ? "" : REFERENCE_LIST.matcher(text).replaceFirst(""));
    }

    /** The text with every marker removed. */
    public static String strip(String text) {
        return text == null ? "" : MARKER_WITH_SPACE.matcher(text).replaceAll("");
    }

    /**
     * The text without the markers whose number {@code keep} rejects, each with the white space before
     * it: with only {@code [1]} kept, {@code "30 days [1][7]."} becomes {@code "30 days [1]."}.
     */
    public static String retain(String text, IntPredicate keep) {
        if (text == null) {
            return "";
        }
        return MARKER_WITH_SPACE.matcher(text).replaceAll(
                m -> keep.test(Integer.parseInt(m.group(1))) ? Matcher.quoteReplacement(m.group()) : "");
    }

    public static String marker(int number) {
        return "[" + number + "]";
    }

    /**
     * Cites a sentence: the marker goes before its closing punctuation, as in
     * {@code "Returns are accepted for 30 days [1]."}.
     */
    public static String cite(String sentence, int number) {
        String trimmed = sentence.strip();
        if (!trimmed.isEmpty() && ".!?".indexOf(trimmed.charAt(trimmed.length() - 1)) >= 0) {
            return trimmed.substring(0, trimmed.length() - 1).stripTrailing() + " " + marker(number)
                    + trimmed.charAt(trimmed.length() - 1);
        }
        return trimmed + " " + marker(number);
    }
}
