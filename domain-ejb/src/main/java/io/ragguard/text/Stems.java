package io.ragguard.text;

import org.tartarus.snowball.ext.EnglishStemmer;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Words brought to a common stem, so that a customer's "mailing", "refrigerated" or "costs" meets a
 * passage's "mail", "refrigerator" or "cost": the Snowball English stemmer after {@link Words#fold}, and a
 * short list of everyday words and phrases customers use for the words policies use ("money back" is a
 * refund, "bring it back" a return, "fridge" a refrigerator). Two words share a stem only when both reduce to it; nothing here is
 * a thesaurus.
 */
public final class Stems {

    private static final ThreadLocal<EnglishStemmer> STEMMER = ThreadLocal.withInitial(EnglishStemmer::new);

    /** Everyday words, and the word a policy uses for the same thing. */
    private static final Map<String, String> EVERYDAY_WORDS = Map.ofEntries(
            Map.entry("price", "cost"), Map.entry("pay", "cost"), Map.entry("charge", "cost"),
            Map.entry("fee", "cost"), Map.entry("fridge", "refrigerated"), Map.entry("mail", "ship"),
            Map.entry("post", "ship"), Map.entry("send", "ship"), Map.entry("sent", "ship"),
            Map.entry("buy", "purchase"), Map.entry("bought", "purchase"), Map.entry("expiry", "expire"),
            Map.entry("expiration", "expire"), Map.entry("kept", "store"), Map.entry("keep", "store"),
            Map.entry("broken", "defect"), Map.entry("broke", "defect"), Map.entry("faulty", "defective"),
            Map.entry("fix", "repair"), Map.entry("reimburse", "refund"), Map.entry("telephone", "phone"),
            Map.entry("medicine", "product"), Map.entry("drug", "product"), Map.entry("reward", "point"),
            Map.entry("notification", "notify"), Map.entry("notified", "notify"), Map.entry("delivery", "deliver"),
            Map.entry("deliveries", "deliver"), Map.entry("swap", "exchange"), Map.entry("cracked", "damaged"),
            Map.entry("shattered", "damaged"), Map.entry("dented", "damaged"));
    /**
     * Everyday phrases, and the policy's word for them: "bring it back" is a return, "money back" a
     * refund, "stopped working" a defect.
     */
    private static final Map<Pattern, String> EVERYDAY_PHRASES = Map.of(
            Pattern.compile("\\b(?:bring|brought|take|took|send|sent|give|mail|ship)\\s+((?:[\\p{L}'’]+\\s+){0,3}?)back\\b",
                    Pattern.CASE_INSENSITIVE), "return $1",
            Pattern.compile("\\bmoney\\s+back\\b", Pattern.CASE_INSENSITIVE), "refund",
            Pattern.compile("\\bchange(?:d)?\\s+(?:my|your|their|his|her)\\s+mind\\b", Pattern.CASE_INSENSITIVE), "return",
            Pattern.compile("\\b(?:stopped|stops|quit)\\s+working\\b", Pattern.CASE_INSENSITIVE), "defect");
    private static final Map<String, String> EVERYDAY = new HashMap<>();

    static {
        EVERYDAY_WORDS.forEach((word, policy) -> EVERYDAY.put(strip(Words.fold(word)), strip(Words.fold(policy))));
    }

    private Stems() {
    }

    /** The stem of one lower-case word. */
    public static String of(String word) {
        String stem = strip(Words.fold(word));
        return EVERYDAY.getOrDefault(stem, stem);
    }

    /** The stems of a text's content words, in order of first appearance; everyday phrases as the policy's word. */
    public static Set<String> ofContent(String text) {
        String plain = text;
        for (Map.Entry<Pattern, String> phrase : EVERYDAY_PHRASES.entrySet()) {
            plain = phrase.getKey().matcher(plain).replaceAll(phrase.getValue());
        }
        Set<String> stems = new LinkedHashSet<>();
        for (String word : Words.contentWords(plain)) {
            stems.add(of(word));
        }
        return stems;
    }

    /** The Snowball (Porter2) stem of a folded word; numbers and short words as they are. */
    private static String strip(String w) {
        if (w.length() <= 3 || Character.isDigit(w.charAt(0))) {
            return w;
        }
        EnglishStemmer stemmer = STEMMER.get();
        stemmer.setCurrent(w);
        stemmer.stem();
        return stemmer.getCurrent();
    }
}
