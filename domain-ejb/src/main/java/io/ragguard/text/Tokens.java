package io.ragguard.text;

import java.util.ArrayList;
import java.util.List;

/**
 * A model-independent estimate of how many tokens a text costs, and trimming a text to a budget.
 * The estimate is 1.3 tokens per word of {@link Words#tokens}, rounded up: sub-word tokenizers
 * spend about 1.3 tokens on an average English word. Punctuation and citation markers are not
 * counted, so the estimate is meant for budgets, not for billing.
 */
public final class Tokens {

    public static final String ELLIPSIS = "…";
    private static final double PER_WORD = 1.3;

    private Tokens() {
    }

    public static int estimate(String text) {
        return forWords(Words.tokens(text).size());
    }

    private static int forWords(int words) {
        return (int) Math.ceil(words * PER_WORD - 1e-9);
    }

    /**
     * The text trimmed to at most {@code budget} estimated tokens: the whole text when it fits,
     * otherwise its longest run of leading sentences ({@link Sentences#split}) that fits, otherwise
     * its first sentence cut after the last word that fits, followed by {@value #ELLIPSIS}; empty when
     * not even one word fits.
     */
    public static String fit(String text, int budget) {
        if (text == null || text.isBlank() || budget <= 0) {
            return "";
        }
        if (estimate(text) <= budget) {
            return text.strip();
        }
        List<String> kept = new ArrayList<>();
        int words = 0;
        List<String> sentences = Sentences.split(text);
        for (String sentence : sentences) {
            int more = Words.tokens(sentence).size();
            if (forWords(words + more) > budget) {
                break;
            }
            kept.add(sentence);
            words += more;
        }
        if (!kept.isEmpty()) {
            return String.join(" ", kept);
        }
        return cutAtWord(sentences.get(0), budget);
    }

    private static String cutAtWord(String sentence, int budget) {
        StringBuilder cut = new StringBuilder();
        for (String piece : sentence.split("\\s+")) {
            String longer = cut.isEmpty() ? piece : cut + " " + piece;
            if (estimate(longer) > budget) {
                break;
            }
            cut.setLength(0);
            cut.append(longer);
        }
        String kept = cut.toString().replaceAll("[\\s,;:\\-–—]+$", "");
        return Words.tokens(kept).isEmpty() ? "" : kept + ELLIPSIS;
    }
}
