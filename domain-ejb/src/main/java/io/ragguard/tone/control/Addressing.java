package io.ragguard.tone.control;

import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Speaks to the customer where a policy speaks about them: with the tenant's term for its customer
 * ("guest"), "The guest enters the order reference" becomes "You enter the order reference", "the
 * guest's receipt" becomes "your receipt", and "guests receive" becomes "you receive". Only the
 * customer term and the verb right after it change, never a figure or a name; a sentence where the term
 * opens a relative clause ("a guest who has lost the receipt") is left as it is, since no plain
 * rewording keeps its meaning.
 */
public final class Addressing {

    /** Third-person verbs that do not become "you" + the verb without its "s". */
    private static final Map<String, String> IRREGULAR = Map.of("is", "are", "was", "were", "has", "have",
            "does", "do", "goes", "go");

    /** Words ending in "s" that follow a noun without being its verb. */
    private static final java.util.Set<String> NOT_VERBS = java.util.Set.of("as", "its", "his", "this", "thus",
            "plus", "us", "was", "bonus", "minus", "versus", "whereas");

    private Addressing() {
    }

    /** The text addressed to the customer that {@code term} ("guest", "shopper") names; as it is when null. */
    public static String toCustomer(String text, String term) {
        if (text == null || term == null || term.isBlank() || !text.toLowerCase(Locale.ROOT)
                .contains(term.toLowerCase(Locale.ROOT))) {
            return text;
        }
        String t = Pattern.quote(term.strip());
        if (Pattern.compile("(?i)\\b" + t + "s?\\s+(?:who|whose|that)\\b").matcher(text).find()) {
            return text;
        }
        String result = replace(text, "(?i)\\b(?:the|a|an|each|every|any)\\s+" + t + "(?:'s|’s)(?=\\s)", "your");
        String singular = replace(result, "(?i)\\b(?:the|a|an|each|every|any)\\s+" + t + "\\s+(\\p{L}+)\\b", null);
        if (!singular.equals(result)) {
            // "you enter the reference and prints a label": the verb joined to the first goes with "you" too
            singular = replace(singular, "(?<=\\byou\\s\\p{L}{1,20}\\s[^.;!?]{0,80}\\band\\s)(\\p{L}+s)(?=\\s+(?:a|an|the"
                    + "|it|them|their|your|any|every)\\b)", "joined");
        }
        result = singular;
        result = replace(result, "(?i)(?:^|(?<=[.!?]\\s)|\\b(?:the|all)\\s+)" + t + "s\\s+(\\p{L}+)\\b", "plural");
        result = replace(result, "(?i)\\b(?:the|a|an|each|every|any)\\s+" + t + "\\b(?=[\\s.,;!?])", "you");
        return result;
    }

    /**
     * Replaces each match: with {@code fixed} when it is a word, or with "you" and the verb after the
     * term in agreement (null: singular, "plural": kept as it is).
     */
    private static String replace(String text, String regex, String fixed) {
        Matcher m = Pattern.compile(regex).matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            boolean opens = m.start() == 0 || text.substring(0, m.start()).matches("(?s).*[.!?]\\s*$");
            String you = opens ? "You" : "you";
            String replacement;
            if ("joined".equals(fixed)) {
                replacement = base(m.group(1));
            } else if (fixed == null) {
                replacement = you + " " + base(m.group(1));
            } else if (fixed.equals("plural")) {
                replacement = you + " " + m.group(1);
            } else {
                replacement = opens ? Character.toUpperCase(fixed.charAt(0)) + fixed.substring(1) : fixed;
            }
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The verb as it goes with "you": "enters" is "enter", "has" is "have"; any other word as it is. */
    private static String base(String verb) {
        String lower = verb.toLowerCase(Locale.ROOT);
        if (NOT_VERBS.contains(lower)) {
            return verb;
        }
        if (IRREGULAR.containsKey(lower)) {
            return IRREGULAR.get(lower);
        }
        if (lower.endsWith("ies") && lower.length() > 4) {
            return verb.substring(0, verb.length() - 3) + "y";
        }
        if (lower.matches(".*(?:ch|sh|ss|x|z)es")) {
            return verb.substring(0, verb.length() - 2);
        }
        if (lower.endsWith("s") && !lower.endsWith("ss") && lower.length() > 2) {
            return verb.substring(0, verb.length() - 1);
        }
        return verb;
    }
}
