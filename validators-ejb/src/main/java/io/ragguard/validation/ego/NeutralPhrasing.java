package io.ragguard.validation.ego;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rewrites anthropomorphic claims with their neutral phrasing: every match of a claim's regex is
 * replaced by its rewrite, capitalized at the start of a sentence and lower-cased inside one (except
 * a rewrite that starts with "I"). An empty rewrite removes the claim, and a sentence it started
 * begins with a capital letter again.
 */
public final class NeutralPhrasing {

    /** An anthropomorphic claim and its neutral rewrite. */
    public record Rewrite(Pattern claim, String neutral) {
    }

    private NeutralPhrasing() {
    }

    public static boolean anthropomorphic(String text, List<Rewrite> rewrites) {
        return text != null && rewrites.stream().anyMatch(r -> r.claim().matcher(text).find());
    }

    public static String rewrite(String text, List<Rewrite> rewrites) {
        String result = text == null ? "" : text;
        for (Rewrite rewrite : rewrites) {
            result = apply(result, rewrite);
        }
        return result;
    }

    private static String apply(String text, Rewrite rewrite) {
        Matcher m = rewrite.claim().matcher(text);
        StringBuilder out = new StringBuilder();
        int last = 0;
        boolean capitalizeNext = false;
        while (m.find()) {
            if (m.end() == m.start()) {
                continue;
            }
            appendSegment(out, text.substring(last, m.start()), capitalizeNext);
            boolean sentenceStart = atSentenceStart(out);
            String neutral = sentenceStart ? capitalize(rewrite.neutral()) : inSentence(rewrite.neutral());
            out.append(neutral);
            capitalizeNext = sentenceStart && neutral.isBlank();
            last = m.end();
        }
        appendSegment(out, text.substring(last), capitalizeNext);
        return out.toString();
    }

    private static void appendSegment(StringBuilder out, String segment, boolean capitalize) {
        out.append(capitalize ? capitalize(segment) : segment);
    }

    private static boolean atSentenceStart(StringBuilder out) {
        int i = out.length() - 1;
        while (i >= 0 && (out.charAt(i) == ' ' || out.charAt(i) == '\t')) {
            i--;
        }
        return i < 0 || ".!?\n\"“".indexOf(out.charAt(i)) >= 0;
    }

    /** The text with its first letter upper-cased. */
    private static String capitalize(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isLetter(text.charAt(i))) {
                return text.substring(0, i) + Character.toUpperCase(text.charAt(i)) + text.substring(i + 1);
            }
        }
        return text;
    }

    private static String inSentence(String neutral) {
        if (neutral.isEmpty() || neutral.equals("I") || neutral.startsWith("I ") || neutral.startsWith("I'")) {
            return neutral;
        }
        return neutral.substring(0, 1).toLowerCase(Locale.ROOT) + neutral.substring(1);
    }
}
