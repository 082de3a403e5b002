package io.ragguard.text;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Acronyms a question uses for what a policy spells out: "QA" for "Quality Assurance", "HHS" for "Health
 * and Human Services". A text names an acronym when it holds it, or words in a row whose initials spell it
 * (the small words between them, "and", "of", "for", "the", aside).
 */
public final class Acronyms {

    /** Two to six capitals, an optional plural "s": "QA", "HCPs". */
    private static final Pattern ACRONYM = Pattern.compile("\\b([A-Z]{2,6})s?\\b");
    private static final Set<String> JOINING = Set.of("and", "of", "for", "the", "&");

    private Acronyms() {
    }

    /** The acronyms of a text, in lower case, without a plural "s". */
    public static List<String> in(String text) {
        Matcher m = ACRONYM.matcher(text == null ? "" : text);
        return m.results().map(r -> r.group(1).toLowerCase(Locale.ROOT)).distinct().toList();
    }

    /** Whether the text spells the acronym out: words in a row whose initials are its letters. */
    public static boolean spelledOutIn(String acronym, String text) {
        String letters = acronym.toLowerCase(Locale.ROOT);
        List<String> words = Words.tokens(text).stream().filter(w -> !JOINING.contains(w)).toList();
        for (int start = 0; start + letters.length() <= words.size(); start++) {
            int i = 0;
            while (i < letters.length() && words.get(start + i).charAt(0) == letters.charAt(i)) {
                i++;
            }
            if (i == letters.length()) {
                return true;
            }
        }
        return false;
    }
}
