package io.ragguard.validation.faithfulness;

import io.ragguard.text.Sentences;
import io.ragguard.text.Words;
import io.ragguard.validation.spi.Evidence;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The evidence as the faithfulness features see it: every passage's sentences (with offsets, their
 * vectors from the encoder given, in one batch, and the vectors computed at ingest when the passage
 * carries them) and the evidence's vocabulary.
 */
public record EvidenceSentences(List<EvidenceSentence> sentences, Vocabulary vocabulary) {

    public EvidenceSentences {
        sentences = List.copyOf(sentences);
    }

    /**
     * Splits and embeds the evidence; {@code encoder} turns texts into unit vectors in input order.
     * Each call splits anew: {@link Grounding#evidence} keeps the lists split recently and shares a
     * list between the validators of one answer.
     */
    public static EvidenceSentences of(List<Evidence> evidence, Function<List<String>, List<float[]>> encoder) {
        return split(evidence, encoder);
    }

    private static EvidenceSentences split(List<Evidence> evidence, Function<List<String>, List<float[]>> encoder) {
        List<Evidence> owners = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        List<int[]> spans = new ArrayList<>();
        List<float[]> indexed = new ArrayList<>();
        StringBuilder all = new StringBuilder();
        for (Evidence e : evidence) {
            String text = e.text() == null ? "" : e.text();
            all.append(e.title() == null ? "" : e.title()).append(" \n").append(text).append(" \n");
            List<String> split = Sentences.split(text);
            boolean cached = e.sentenceVectors().size() == split.size();
            Collapsed collapsed = Collapsed.of(text);
            int from = 0;
            for (int i = 0; i < split.size(); i++) {
                int[] span = collapsed.locate(split.get(i), from);
                from = span[1];
                owners.add(e);
                texts.add(split.get(i));
                spans.add(span);
                indexed.add(cached ? e.sentenceVectors().get(i) : null);
            }
        }
        List<float[]> vectors = texts.isEmpty() ? List.of() : encoder.apply(texts);
        List<EvidenceSentence> sentences = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            sentences.add(new EvidenceSentence(owners.get(i), texts.get(i), spans.get(i)[0], spans.get(i)[1],
                    vectors.get(i), indexed.get(i)));
        }
        return new EvidenceSentences(sentences, Vocabulary.of(all.toString()));
    }

    public boolean isEmpty() {
        return sentences.isEmpty();
    }

    /**
     * A text with every run of white space written as one space, and where each of its characters
     * stands in the original: a sentence of {@link Sentences#split} occurs in it as it is, so a plain
     * search finds what {@link #locate} finds with a pattern compiled per sentence.
     */
    record Collapsed(String original, String text, int[] origin) {

        static Collapsed of(String original) {
            StringBuilder text = new StringBuilder(original.length());
            int[] origin = new int[original.length() + 1];
            boolean inRun = false;
            for (int i = 0; i < original.length(); i++) {
                char c = original.charAt(i);
                // the white space of the pattern \s, which locate matches between words
                boolean space = c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
                if (space && inRun) {
                    continue;
                }
                inRun = space;
                origin[text.length()] = i;
                text.append(space ? ' ' : c);
            }
            origin[text.length()] = original.length();
            return new Collapsed(original, text.toString(), Arrays.copyOf(origin, text.length() + 1));
        }

        /** The sentence's span in the original, searched from {@code from} (an offset in the original). */
        int[] locate(String sentence, int from) {
            int start = Arrays.binarySearch(origin, Math.min(from, original.length()));
            start = start >= 0 ? start : -start - 1;
            int at = sentence.isEmpty() ? -1 : text.indexOf(sentence, start);
            if (at < 0 && !sentence.isEmpty()) {
                at = text.indexOf(sentence);
            }
            if (at < 0) {
                return EvidenceSentences.locate(original, sentence, from);
            }
            return new int[] {origin[at], origin[at + sentence.length() - 1] + 1};
        }
    }

    /**
     * Where a sentence of {@link Sentences#split} (white space collapsed) sits in the original text:
     * its words in order with any white space between them, searched from {@code from}.
     */
    static int[] locate(String text, String sentence, int from) {
        String[] words = sentence.split(" ");
        StringBuilder regex = new StringBuilder();
        for (String word : words) {
            if (!regex.isEmpty()) {
                regex.append("\\s+");
            }
            regex.append(Pattern.quote(word));
        }
        Matcher m = Pattern.compile(regex.toString()).matcher(text);
        if (m.find(Math.min(from, text.length())) || m.find(0)) {
            return new int[] {m.start(), m.end()};
        }
        int at = text.indexOf(words[0], Math.min(from, text.length()));
        int start = at < 0 ? Math.min(from, text.length()) : at;
        return new int[] {start, Math.min(text.length(), start + sentence.length())};
    }

    /**
     * Lower-cased words, folded content terms, their stems, content bigrams, numbers of the evidence,
     * the word bigrams and trigrams of each sentence (stop words included) for verbatim copies, and
     * by each synonym set of its content words ({@link Lexicon}) one of those words.
     */
    public record Vocabulary(Set<String> words, Set<String> stems, Set<String> bigrams, Set<String> numbers,
                             Set<String> numbersWithUnits, Set<String> wordBigrams, Set<String> wordTrigrams,
                             Map<Integer, String> synonyms) {

        public static Vocabulary of(String text) {
            Set<String> pairs = new HashSet<>();
            Set<String> triples = new HashSet<>();
            for (String sentence : Sentences.split(text)) {
                List<String> words = TextSignals.words(sentence);
                pairs.addAll(TextSignals.wordGrams(words, 2));
                triples.addAll(TextSignals.wordGrams(words, 3));
            }
            List<String> written = TextSignals.words(text);
            TextSignals.Numbers numbers = TextSignals.numberSignals(text, written);
            List<String> words = new ArrayList<>(written);
            words.addAll(TextSignals.unitWords(numbers));
            List<String> stems = TextSignals.stems(words);
            Map<Integer, String> synonyms = new HashMap<>();
            Lexicon lexicon = Lexicon.wordNet();
            for (String word : new HashSet<>(written)) {
                if (Words.isContent(word)) {
                    for (int set : lexicon.senses(word)) {
                        synonyms.putIfAbsent(set, word);
                    }
                }
            }
            return new Vocabulary(Set.copyOf(words), Set.copyOf(stems), Set.copyOf(TextSignals.bigrams(stems)),
                    Set.copyOf(numbers.units().keySet()), Set.copyOf(numbers.withUnits()), Set.copyOf(pairs),
                    Set.copyOf(triples), Map.copyOf(synonyms));
        }
    }
}
