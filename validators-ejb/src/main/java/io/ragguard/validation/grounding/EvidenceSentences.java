package io.ragguard.validation.grounding;

import io.ragguard.text.Markup;
import io.ragguard.text.Records;
import io.ragguard.text.Sentences;
import io.ragguard.text.Words;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.text.ClockTimes;
import io.ragguard.validation.text.Figure;
import io.ragguard.validation.text.Figures;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
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
     * Splits and embeds the evidence; {@code encoder} turns texts into unit vectors in input order (every
     * sentence of every passage in one call). Each call splits anew: {@link Grounding#evidence} keeps
     * the passages and lists split recently and shares a list between the validators of one answer.
     */
    public static EvidenceSentences of(List<Evidence> evidence, Function<List<String>, List<float[]>> encoder) {
        return join(evidence, passages(evidence, encoder));
    }

    /**
     * The evidence from its passages split one by one ({@code passages.get(i)} the split of
     * {@code evidence.get(i)}'s title and text, wherever it was split): each sentence owned by its
     * passage of this list, with the vectors its passage carries from ingest, and the union of the
     * passages' vocabularies.
     */
    static EvidenceSentences join(List<Evidence> evidence, List<Passage> passages) {
        List<EvidenceSentence> sentences = new ArrayList<>();
        for (int p = 0; p < evidence.size(); p++) {
            Evidence e = evidence.get(p);
            Passage passage = passages.get(p);
            boolean cached = e.sentenceVectors().size() == passage.sentences().size();
            for (int i = 0; i < passage.sentences().size(); i++) {
                int[] span = passage.spans().get(i);
                sentences.add(new EvidenceSentence(e, passage.sentences().get(i), span[0], span[1],
                        passage.vectors().get(i), cached ? e.sentenceVectors().get(i) : null));
            }
        }
        return new EvidenceSentences(sentences, Vocabulary.union(passages.stream().map(Passage::vocabulary).toList()));
    }

    /**
     * One passage split on its own, whichever list it comes in: its sentences, their spans in its
     * text, their vectors, and the vocabulary of its title and text.
     */
    record Passage(List<String> sentences, List<int[]> spans, List<float[]> vectors, Vocabulary vocabulary) {

        /** The passage's title and text split and embedded (one call of {@code encoder}). */
        static Passage of(Evidence passage, Function<List<String>, List<float[]>> encoder) {
            return passages(List.of(passage), encoder).get(0);
        }
    }

    /** Each passage split, all their sentences embedded in one call of {@code encoder}. */
    private static List<Passage> passages(List<Evidence> evidence, Function<List<String>, List<float[]>> encoder) {
        List<String> plain = evidence.stream().map(EvidenceSentences::text).toList();
        List<List<String>> split = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (String text : plain) {
            List<String> sentences = Sentences.split(text);
            split.add(sentences);
            texts.addAll(sentences);
        }
        List<float[]> vectors = texts.isEmpty() ? List.of() : encoder.apply(texts);
        List<Passage> passages = new ArrayList<>();
        int next = 0;
        for (int p = 0; p < evidence.size(); p++) {
            Evidence e = evidence.get(p);
            String text = plain.get(p);
            List<String> sentences = split.get(p);
            Collapsed collapsed = Collapsed.of(text);
            List<int[]> spans = new ArrayList<>();
            int from = 0;
            for (String sentence : sentences) {
                int[] span = collapsed.locate(sentence, from);
                from = span[1];
                spans.add(span);
            }
            passages.add(new Passage(sentences, spans, vectors.subList(next, next + sentences.size()),
                    Vocabulary.of((e.title() == null ? "" : e.title()) + " \n" + text + " \n")));
            next += sentences.size();
        }
        return passages;
    }

    /**
     * A passage's text as the answer's is read: without HTML remnants ({@link Markup}), and a record written
     * as JSON read as sentences, one a field ({@link Records}).
     */
    private static String text(Evidence evidence) {
        return evidence.text() == null ? "" : Markup.plain(Records.plain(evidence.text()));
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
     * the word bigrams and trigrams of each sentence (stop words included) for verbatim copies, by each
     * synonym set of its content words ({@link Lexicon}) one of those words, and its figures with their
     * qualifiers ({@link Figures#inEvidence}).
     */
    public record Vocabulary(Set<String> words, Set<String> stems, Set<String> bigrams, Set<String> numbers,
                             Set<String> numbersWithUnits, Set<String> wordBigrams, Set<String> wordTrigrams,
                             Map<Integer, String> synonyms, List<Figure> figures) {

        /** The vocabulary of a text, its times of day read on a 24-hour clock, as claims' are ({@link ClockTimes}). */
        public static Vocabulary of(String source) {
            String text = ClockTimes.canonical(source);
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
                    Set.copyOf(triples), Map.copyOf(synonyms), List.copyOf(Figures.inEvidence(text)));
        }

        /**
         * The vocabulary of several passages: every set's union, and of the words standing for a
         * synonym set the first passage's. (The content bigram of one passage's last word and the next
         * one's first, which {@link #of} would read in their joined text, is not in it: no sentence
         * holds it.)
         */
        public static Vocabulary union(List<Vocabulary> parts) {
            if (parts.size() == 1) {
                return parts.get(0);
            }
            if (parts.isEmpty()) {
                return of("");
            }
            Map<Integer, String> synonyms = new HashMap<>();
            parts.forEach(part -> part.synonyms().forEach(synonyms::putIfAbsent));
            return new Vocabulary(union(parts, Vocabulary::words), union(parts, Vocabulary::stems),
                    union(parts, Vocabulary::bigrams), union(parts, Vocabulary::numbers),
                    union(parts, Vocabulary::numbersWithUnits), union(parts, Vocabulary::wordBigrams),
                    union(parts, Vocabulary::wordTrigrams), Collections.unmodifiableMap(synonyms),
                    parts.stream().flatMap(part -> part.figures().stream()).toList());
        }

        private static Set<String> union(List<Vocabulary> parts, Function<Vocabulary, Set<String>> set) {
            Set<String> union = new HashSet<>();
            parts.forEach(part -> union.addAll(set.apply(part)));
            return Collections.unmodifiableSet(union);
        }
    }
}
