package io.ragguard.validation.text;

import java.util.List;
import java.util.Locale;

/**
 * Numbers under a hundred written in words, as the grounding validators read them: "seven",
 * "thirty", "twenty-five".
 */
public final class NumberWords {

    /** Zero to nineteen, each at the index of its value. */
    public static final List<String> ONES = List.of("zero", "one", "two", "three", "four", "five", "six", "seven",
            "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
            "eighteen", "nineteen");
    /** Twenty to ninety, in order. */
    public static final List<String> TENS = List.of("twenty", "thirty", "forty", "fifty", "sixty", "seventy",
            "eighty", "ninety");

    private NumberWords() {
    }

    /** The value of {@code word} ("seven", "Thirty", "twenty-five"), or -1 when it is no such number. */
    public static int value(String word) {
        String w = word.toLowerCase(Locale.ROOT);
        int hyphen = w.indexOf('-');
        if (hyphen < 0) {
            int ones = ONES.indexOf(w);
            int tens = TENS.indexOf(w);
            return ones >= 0 ? ones : tens >= 0 ? (tens + 2) * 10 : -1;
        }
        int tens = TENS.indexOf(w.substring(0, hyphen));
        int ones = ONES.indexOf(w.substring(hyphen + 1));
        return tens < 0 || ones < 1 || ones > 9 ? -1 : (tens + 2) * 10 + ones;
    }
}
