package io.ragguard.validation.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Whether an answer holds a section: as a line of its own, optionally a Markdown heading or in bold
 * ({@code ## Summary}, {@code **Summary**}), or as a label followed by a colon anywhere
 * ({@code Summary: ...}). Names match in any case, with any white space between their words.
 */
public final class RequiredSections {

    private RequiredSections() {
    }

    /** The required sections the answer does not hold, in the order given. */
    public static List<String> missing(String answer, List<String> sections) {
        String text = answer == null ? "" : answer;
        List<String> missing = new ArrayList<>();
        for (String section : sections) {
            if (!holds(text, section)) {
                missing.add(section);
            }
        }
        return missing;
    }

    static boolean holds(String text, String section) {
        List<String> words = new ArrayList<>();
        for (String word : section.strip().split("\\s+")) {
            words.add(Pattern.quote(word));
        }
        String name = String.join("\\s+", words);
        int flags = Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE | Pattern.MULTILINE;
        return Pattern.compile("^[ \\t>]*(?:#{1,6}[ \\t]*)?(?:\\*\\*|__)?" + name + "(?:\\*\\*|__)?[ \\t]*:?[ \\t]*$", flags)
                .matcher(text).find()
                || Pattern.compile("(?<![\\p{L}\\p{N}])(?:\\*\\*|__)?" + name + "(?:\\*\\*|__)?[ \\t]*:", flags)
                .matcher(text).find();
    }

    /** A stable snake_case form of a section name for reason codes. */
    static String slug(String section) {
        String slug = section.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N}]+", "_").replaceAll("^_+|_+$", "");
        return slug.isEmpty() ? "unnamed" : slug;
    }
}
