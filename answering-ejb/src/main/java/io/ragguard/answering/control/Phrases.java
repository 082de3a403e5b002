package io.ragguard.answering.control;

import io.ragguard.text.Citations;

import java.text.Normalizer;
import java.util.Locale;
import java.util.regex.Pattern;

/** Whether an answer holds an expected phrase, as a reader would find it: in any case, spacing or citation. */
final class Phrases {

    private static final Pattern SPACE = Pattern.compile("\\s+");

    private Phrases() {
    }

    static boolean holds(String text, String phrase) {
        String wanted = normal(phrase);
        return !wanted.isEmpty() && normal(Citations.strip(text)).contains(wanted);
    }

    private static String normal(String text) {
        String folded = Normalizer.normalize(text, Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replace('\u2019', '\'').replace('\u2013', '-').replace('\u2014', '-');
        return SPACE.matcher(folded).replaceAll(" ").strip();
    }
}
