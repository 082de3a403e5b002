package io.ragguard.text;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lower-cased word tokens (letters and digits, with inner dots, commas, hyphens or apostrophes kept
 * in numbers and compounds such as {@code 2.5} or {@code co-pay}), and the content words among them:
 * tokens that are not English function words.
 */
public final class Words {

    /** A sentence's end run into the next without a space ({@code director.Jauja}), as {@link Sentences} splits it. */
    private static final Pattern RUN_ON = Pattern.compile(Sentences.RUN_ON_BOUNDARY);
    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+(?:[.,'’-][\\p{L}\\p{N}]+)*");

    private static final Set<String> STOPWORDS = Set.of(
            "a", "about", "above", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at",
            "be", "because", "been", "before", "being", "below", "between", "both", "but", "by", "can", "could",
            "did", "do", "does", "doing", "down", "during", "each", "few", "for", "from", "further", "had", "has",
            "have", "having", "he", "her", "here", "hers", "him", "his", "how", "i", "if", "in", "into", "is",
            "it", "its", "itself", "just", "may", "me", "might", "more", "most", "must", "my", "no", "nor", "not",
            "of", "off", "on", "once", "only", "or", "other", "our", "ours", "out", "over", "own", "same", "shall",
            "she", "should", "so", "some", "such", "than", "that", "the", "their", "theirs", "them", "then",
            "there", "these", "they", "this", "those", "through", "to", "too", "under", "until", "up", "us",
            "very", "was", "we", "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will",
            "with", "would", "you", "your", "yours", "yourself", "s", "t", "don", "now", "get", "got", "tell",
            "please", "much", "many", "long", "within", "per",
            "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "weren't", "can't", "cannot", "won't",
            "wouldn't", "shouldn't", "couldn't", "haven't", "hasn't", "i'm", "i've", "i'll", "i'd", "it's",
            "that's", "there's", "here's", "you're", "we're", "they're", "let's");

    private Words() {
    }

    /** The English function words this class leaves out of content words. */
    public static Set<String> stopwords() {
        return STOPWORDS;
    }

    public static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        if (text == null) {
            return tokens;
        }
        Matcher m = TOKEN.matcher(RUN_ON.matcher(Citations.strip(text)).replaceAll(" ").toLowerCase(Locale.ROOT));
        while (m.find()) {
            tokens.add(m.group());
        }
        return tokens;
    }

    /** Tokens that carry content, in order, with repeats. */
    public static List<String> contentWords(String text) {
        return tokens(text).stream().filter(Words::isContent).toList();
    }

    /** Distinct content words, with a light plural/possessive folding so "returns" meets "return". */
    public static Set<String> contentTerms(String text) {
        Set<String> terms = new LinkedHashSet<>();
        for (String word : contentWords(text)) {
            terms.add(fold(word));
        }
        return terms;
    }

    public static boolean isContent(String token) {
        return !STOPWORDS.contains(token.replace('’', '\''))
                && !(token.length() == 1 && Character.isLetter(token.charAt(0)));
    }

    /** Folds simple English inflections: possessives and regular plurals. */
    public static String fold(String word) {
        String w = word.replace("’", "'");
        if (w.endsWith("'s")) {
            w = w.substring(0, w.length() - 2);
        }
        if (w.length() > 4 && w.endsWith("ies")) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.length() > 3 && w.endsWith("s") && !w.endsWith("ss") && !w.endsWith("us") && !w.endsWith("is")) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
