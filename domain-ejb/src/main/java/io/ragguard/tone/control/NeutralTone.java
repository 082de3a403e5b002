package io.ragguard.tone.control;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The neutral house style: no opening pleasantries, no exclamations, no emoji, no shouting, single
 * spaces. Facts, numbers and citation markers are left as they are.
 */
public final class NeutralTone {

    /** The neutral style, as a model is asked to write it. */
    public static final String GUIDANCE = "Write in a neutral, factual register: plain statements, no exclamation "
            + "marks, no emoji, no flattery, and no claims about yourself.";


    private static final Pattern OPENER = Pattern.compile(
            "^(?:(?:sure|certainly|of course|absolutely|great question|good question|happy to help|no problem)"
                    + "\\b[!.,:]*\\s*)+", Pattern.CASE_INSENSITIVE);
    private static final Pattern EXCLAMATION = Pattern.compile("!+");
    /** Pictographs and dingbats only: other symbols (°, €, ©, µ) are facts, not decoration. */
    private static final Pattern EMOJI = Pattern.compile(
            "[\\x{1F000}-\\x{1FAFF}\\x{2600}-\\x{27BF}\\x{2B00}-\\x{2BFF}\\x{FE0F}\\x{200D}]");
    /** Two or more capitalised words in a row are shouting; one alone is an acronym (HIPAA) and stays. */
    private static final Pattern SHOUTED_RUN = Pattern.compile("\\b\\p{Lu}{2,}(?:\\s+\\p{Lu}{2,})+\\b");
    private static final Pattern SPACES = Pattern.compile("[ \\t]+");
    private static final Pattern SPACE_BEFORE_PUNCTUATION = Pattern.compile("\\s+([.,;:?])");

    private NeutralTone() {
    }

    public static String apply(String text) {
        if (text == null || text.isBlank()) {
            return text;
        }
        String out = OPENER.matcher(text.strip()).replaceFirst("");
        out = EXCLAMATION.matcher(out).replaceAll(".");
        out = EMOJI.matcher(out).replaceAll("");
        out = SHOUTED_RUN.matcher(out).replaceAll(m -> m.group().toLowerCase(Locale.ROOT));
        out = SPACES.matcher(out).replaceAll(" ");
        out = SPACE_BEFORE_PUNCTUATION.matcher(out).replaceAll("$1").strip();
        if (!out.isEmpty() && Character.isLowerCase(out.charAt(0))) {
            out = Character.toUpperCase(out.charAt(0)) + out.substring(1);
        }
        return out;
    }
}
