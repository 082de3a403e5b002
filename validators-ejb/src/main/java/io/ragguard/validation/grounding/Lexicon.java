package io.ragguard.validation.grounding;

import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Synonyms of English words, from WordNet 3.0 ({@code META-INF/ragguard/wordnet.txt.gz},
 * written by bench's {@code WordNetLexicon}, licence in {@code wordnet.NOTICE}). Two words are
 * synonyms when one of the leading senses of each lies in the same synonym set ("starts" and
 * "begins", "get" and "receive"); inflected words are looked up by their base forms, found as
 * WordNet's own morphology finds them (its lists of irregular forms, then its suffix rules).
 * Read once, when first needed ({@link TextSignals#load}).
 */
final class Lexicon {

    private static final int[] NONE = {};
    static final int REMEMBERED = 200_000;
    /** WordNet's detachment rules, all parts of speech together: suffix, then its replacement. */
    private static final String[][] SUFFIXES = {{"s", ""}, {"ses", "s"}, {"xes", "x"}, {"zes", "z"}, {"ches", "ch"},
        {"shes", "sh"}, {"men", "man"}, {"ies", "y"}, {"es", "e"}, {"es", ""}, {"ed", "e"}, {"ed", ""}, {"ing", "e"},
        {"ing", ""}, {"er", ""}, {"est", ""}, {"er", "e"}, {"est", "e"}};

    private final Map<String, int[]> senses;
    private final Map<String, String> irregular;
    private final Map<String, int[]> remembered = new ConcurrentHashMap<>();

    private Lexicon(Map<String, int[]> senses, Map<String, String> irregular) {
        this.senses = senses;
        this.irregular = irregular;
    }

    private static final class Holder {
        static final Lexicon WORDNET = load();
    }

    static Lexicon wordNet() {
        return Holder.WORDNET;
    }

    /**
     * The synonym sets of the word's base forms (empty when WordNet gives it no synonym); remembered
     * for up to {@value #REMEMBERED} words, since the same words come back answer after answer.
     */
    int[] senses(String word) {
        int[] known = remembered.get(word);
        if (known != null) {
            return known;
        }
        int[] found = lookUp(word);
        if (remembered.size() < REMEMBERED) {
            remembered.put(word, found);
        }
        return found;
    }

    private int[] lookUp(String word) {
        int[] found = NONE;
        for (String base : bases(word)) {
            int[] more = senses.get(base);
            if (more != null) {
                found = found.length == 0 ? more : concat(found, more);
            }
        }
        return found;
    }

    /** The base forms the lexicon knows the word by: the word itself, its irregular base, or a regular one. */
    Set<String> bases(String word) {
        Set<String> bases = new LinkedHashSet<>(2);
        if (known(word)) {
            bases.add(word);
        }
        String base = irregular.get(word);
        if (base != null) {
            bases.add(base);
        }
        for (String[] rule : SUFFIXES) {
            if (word.length() > rule[0].length() + 2 && word.endsWith(rule[0])) {
                String candidate = word.substring(0, word.length() - rule[0].length()) + rule[1];
                if (known(candidate)) {
                    bases.add(candidate);
                }
            }
        }
        return bases;
    }

    private boolean known(String word) {
        return senses.containsKey(word);
    }

    private static int[] concat(int[] a, int[] b) {
        int[] both = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, both, a.length, b.length);
        return both;
    }

    private static Lexicon load() {
        Map<String, int[]> senses = new HashMap<>();
        Map<String, String> irregular = new HashMap<>();
        for (String line : WordLists.lines("wordnet.txt.gz")) {
            String[] f = line.split("\t");
            switch (f[0]) {
                case "s" -> senses.put(f[1], Arrays.stream(f[2].split(" ")).mapToInt(Integer::parseInt).toArray());
                case "x" -> irregular.put(f[1], f[2]);
                default -> throw new IllegalStateException("wordnet.txt.gz: unknown line " + line);
            }
        }
        return new Lexicon(Map.copyOf(senses), Map.copyOf(irregular));
    }
}
