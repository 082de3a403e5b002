package io.ragguard.conversation.boundary;

import java.text.Normalizer;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Words and phrases by which a question points back at the conversation, in English and
 * Vietnamese: pronouns and demonstratives ("it", "those", "nó", "cái đó"), continuations ("what
 * about", "also", "more", "như vậy", "thì sao"). A cue matches as whole words, case-insensitively,
 * after Unicode normalization (NFC), so a decomposed "đó" counts too; a Vietnamese cue of several
 * syllables is one phrase and is counted once, not once per syllable. Conjunctions ("and", "so",
 * "but", "or", "then", "và", "còn") and "what if" are cues only where they open the question ("And the
 * price?", "What if the count does not match?", "Còn phí vận chuyển?"): inside a question they usually
 * join two things asked about together. A short question that asks after a thing without naming what it
 * belongs to ("Is there a yearly limit?") or compares with what was said ("Do members get longer?") is a
 * follow-up too.
 * A few compounds that contain a cue syllable without pointing back ("thế giới", "họ tên") are not
 * cues.
 */
public final class FollowUpCues {

    private static final List<String> ANYWHERE = List.of(
            "it", "its", "itself", "this", "that", "these", "those", "they", "them", "their", "theirs",
            "he", "she", "him", "her", "his", "also", "too", "as well", "what about", "how about", "more",
            "same", "else", "another", "again", "instead", "the other",
            "đó", "nó", "vậy", "như vậy", "cái đó", "cái này", "điều đó", "điều này", "này", "ấy", "thế",
            "như thế", "thế còn", "thế thì", "vậy thì", "thì sao", "họ", "chúng", "cũng", "nữa");
    private static final List<String> OPENING = List.of("and", "so", "but", "or", "then", "what if", "và", "còn");
    private static final List<String> NOT_CUES = List.of("thế giới", "thay thế", "họ tên", "còn hàng");

    private static final String LETTER = "[\\p{L}\\p{N}\\p{M}]";
    private static final Pattern CUE = Pattern.compile(
            "(?<!" + LETTER + ")" + alternatives(ANYWHERE) + "(?!" + LETTER + ")");
    private static final Pattern OPENING_CUE = Pattern.compile(
            "^[\\s\\p{P}]*" + alternatives(OPENING) + "(?!" + LETTER + ")");
    private static final Pattern NOT_CUE = Pattern.compile(
            "(?<!" + LETTER + ")" + alternatives(NOT_CUES) + "(?!" + LETTER + ")");

    /**
     * A short question that asks after a thing without naming what it belongs to ("Is there a yearly
     * limit?", "Are there any fees?"), or compares with what was said ("Do members get longer?").
     */
    private static final Pattern ELLIPTICAL = Pattern.compile("^[\\s\\p{P}]*(?:(?:is|are) there\\s+(?:\\S+\\s+){0,3}"
            + "\\S+[\\s\\p{P}]*$|(?:\\S+\\s+){0,6}(?:longer|shorter|cheaper|sooner|faster|more expensive)[\\s\\p{P}]*$)");

    private FollowUpCues() {
    }

    /** How many cues the question holds; 0 means it does not read as a follow-up. */
    public static int count(String question) {
        if (question == null || question.isBlank()) {
            return 0;
        }
        String text = NOT_CUE.matcher(normalize(question)).replaceAll(" ");
        int count = OPENING_CUE.matcher(text).find() || ELLIPTICAL.matcher(text).find() ? 1 : 0;
        Matcher m = CUE.matcher(text);
        while (m.find()) {
            count++;
        }
        return count;
    }

    public static boolean isFollowUp(String question) {
        return count(question) > 0;
    }

    private static String normalize(String text) {
        return Normalizer.normalize(text, Normalizer.Form.NFC).toLowerCase(Locale.ROOT);
    }

    /** Longest first, so that "như vậy" is taken whole before "vậy" could be. */
    private static String alternatives(List<String> cues) {
        return cues.stream()
                .map(FollowUpCues::normalize)
                .sorted(Comparator.comparingInt(String::length).reversed())
                .map(cue -> Pattern.quote(cue).replace(" ", "\\E\\s+\\Q"))
                .collect(Collectors.joining("|", "(?:", ")"));
    }
}
