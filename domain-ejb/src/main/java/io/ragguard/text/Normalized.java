package io.ragguard.text;

import java.text.Normalizer;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text as it reads to a person, so that a check cannot be fooled by how it is encoded: Unicode NFKC
 * (fullwidth digits and letters, ligatures, compatibility forms: "５０ ｍｇ" is "50 mg"), without invisible
 * characters (zero-width spaces and joiners, soft hyphens, byte-order marks), powers of ten in
 * superscript written as an exponent first ("5 × 10³" is "5e3", which NFKC would otherwise turn into
 * "5 × 103"), and letters from another script that look like Latin ones read as those where they stand
 * among Latin letters or digits: a Cyrillic О between digits is the zero it poses as ("5О mg" is
 * "50 mg"), a Cyrillic а in "pаypal" an a. A word wholly in Cyrillic or Greek is left as it is.
 */
public final class Normalized {

    /** The characters {@link #invisible} names. */
    private static final Pattern INVISIBLE = Pattern.compile("[\\u200B-\\u200F\\u2060-\\u2064\\uFEFF\\u00AD\\u180E]");
    private static final Pattern POWER_OF_TEN = Pattern.compile(
            "(\\d)\\s*[x×✕*·]\\s*10\\s*(?:\\^\\s*([-+−]?\\d{1,3})|([⁻⁺]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,3}))");
    private static final String SUPERSCRIPTS = "⁰¹²³⁴⁵⁶⁷⁸⁹";
    /** A run of letters and digits: a token whose scripts are weighed together. */
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+");
    /** Letters of other scripts that pose as Latin letters, by the Latin letter they pose as. */
    private static final Map<Character, Character> CONFUSABLE = Map.ofEntries(
            Map.entry('А', 'A'), Map.entry('а', 'a'), Map.entry('В', 'B'), Map.entry('Е', 'E'), Map.entry('е', 'e'),
            Map.entry('К', 'K'), Map.entry('М', 'M'), Map.entry('Н', 'H'), Map.entry('О', 'O'), Map.entry('о', 'o'),
            Map.entry('Р', 'P'), Map.entry('р', 'p'), Map.entry('С', 'C'), Map.entry('с', 'c'), Map.entry('Т', 'T'),
            Map.entry('Х', 'X'), Map.entry('х', 'x'), Map.entry('у', 'y'), Map.entry('І', 'I'), Map.entry('і', 'i'),
            Map.entry('Ј', 'J'), Map.entry('ј', 'j'), Map.entry('Ѕ', 'S'), Map.entry('ѕ', 's'), Map.entry('ԁ', 'd'),
            Map.entry('ɡ', 'g'), Map.entry('Α', 'A'), Map.entry('Β', 'B'), Map.entry('Ε', 'E'), Map.entry('Ζ', 'Z'),
            Map.entry('Η', 'H'), Map.entry('Ι', 'I'), Map.entry('Κ', 'K'), Map.entry('Μ', 'M'), Map.entry('Ν', 'N'),
            Map.entry('Ο', 'O'), Map.entry('ο', 'o'), Map.entry('Ρ', 'P'), Map.entry('Τ', 'T'), Map.entry('Υ', 'Y'),
            Map.entry('Χ', 'X'), Map.entry('ν', 'v'), Map.entry('μ', 'µ'));
    /** Letters that pose as digits where they stand among digits. */
    private static final Map<Character, Character> DIGIT_LIKE = Map.of('O', '0', 'o', '0', 'О', '0', 'о', '0',
            'Ο', '0', 'ο', '0');

    private Normalized() {
    }

    /** Whether a code point is invisible: a zero-width space, joiner or mark, a soft hyphen, a BOM. */
    public static boolean invisible(int codePoint) {
        return codePoint >= 0x200B && codePoint <= 0x200F || codePoint >= 0x2060 && codePoint <= 0x2064
                || codePoint == 0xFEFF || codePoint == 0x00AD || codePoint == 0x180E;
    }

    /** The Latin letter a letter of another script poses as ("с" Cyrillic as "c"); any other as it is. */
    public static char asLatin(char c) {
        return CONFUSABLE.getOrDefault(c, c);
    }

    /** The text normalised; the same string when there is nothing to change. */
    public static String of(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        String visible = INVISIBLE.matcher(text).replaceAll("");
        String powers = POWER_OF_TEN.matcher(visible).replaceAll(m -> m.group(1) + "e" + exponent(m));
        String nfkc = Normalizer.normalize(powers, Normalizer.Form.NFKC).replace('−', '-');
        String read = latin(nfkc);
        return read.equals(text) ? text : read;
    }

    private static String exponent(java.util.regex.MatchResult m) {
        if (m.group(2) != null) {
            return m.group(2).replace('−', '-').replace("+", "");
        }
        StringBuilder digits = new StringBuilder();
        for (char c : m.group(3).toCharArray()) {
            digits.append(c == '⁻' ? '-' : c == '⁺' ? "" : String.valueOf(SUPERSCRIPTS.indexOf(c)));
        }
        return digits.toString();
    }

    /** Each token that mixes scripts, or holds digits, with the confusable letters read as Latin ones. */
    private static String latin(String text) {
        Matcher token = TOKEN.matcher(text);
        StringBuilder out = null;
        int copied = 0;
        while (token.find()) {
            String word = token.group();
            String read = readToken(word);
            if (!read.equals(word)) {
                if (out == null) {
                    out = new StringBuilder(text.length());
                }
                out.append(text, copied, token.start()).append(read);
                copied = token.end();
            }
        }
        return out == null ? text : out.append(text.substring(copied)).toString();
    }

    private static String readToken(String word) {
        boolean latin = false;
        boolean other = false;
        boolean digits = false;
        for (char c : word.toCharArray()) {
            if (Character.isDigit(c)) {
                digits = true;
            } else if (Character.UnicodeScript.of(c) == Character.UnicodeScript.LATIN) {
                latin = true;
            } else if (CONFUSABLE.containsKey(c)) {
                other = true;
            }
        }
        if (!digits && !(latin && other)) {
            return word;
        }
        char[] chars = word.toCharArray();
        for (int i = 0; i < chars.length; i++) {
            char c = chars[i];
            boolean amongDigits = i > 0 && Character.isDigit(chars[i - 1])
                    || i + 1 < chars.length && Character.isDigit(chars[i + 1]);
            if (amongDigits && DIGIT_LIKE.containsKey(c) && digitRun(chars, i)) {
                chars[i] = DIGIT_LIKE.get(c);
            } else if ((latin || digits) && CONFUSABLE.containsKey(c)) {
                chars[i] = CONFUSABLE.get(c);
            }
        }
        return new String(chars);
    }

    /**
     * Whether a digit-like letter stands in a run of digits and such letters that begins with a digit
     * ("5О", "1ОО"), not in a word that begins with letters ("Oslo5").
     */
    private static boolean digitRun(char[] chars, int at) {
        int i = at;
        while (i > 0 && (Character.isDigit(chars[i - 1]) || DIGIT_LIKE.containsKey(chars[i - 1]))) {
            i--;
        }
        return Character.isDigit(chars[i]);
    }
}
