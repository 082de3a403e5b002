package io.ragguard.bench;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.zip.GZIPOutputStream;

/**
 * Writes the lexicon faithfulness reads synonyms and irregular forms from
 * (validators-ejb's {@code META-INF/ragguard/wordnet.txt.gz}), taken from WordNet 3.0 as Debian's
 * {@code wordnet-base} installs it under {@code /usr/share/wordnet}. Only single lower-case words
 * are kept, and of each word only its six most frequent senses per part of speech
 * (WordNet lists senses by frequency): "get" means "receive" in its fourth sense, "go" in its
 * second and "suffer" in its thirteenth, and a claim that says "suffer" where the evidence says
 * "get" is not a paraphrase. Lines, tab-separated:
 * <ul>
 * <li>{@code s word id id ...}: the synonym sets among the word's leading senses that hold another
 * kept word, numbered from 0 (two words are synonyms when they share a number);</li>
 * <li>{@code x form base}: an irregular form and its base form ("fell" → "fall").</li>
 * </ul>
 * The same WordNet files give the same lexicon.
 *
 * <p>{@code apt-get install wordnet-base && ./mvnw -q -pl bench exec:java@wordnet-lexicon}
 * ({@code -Dwordnet=/usr/share/wordnet}; {@code -Dsenses=6}, measured against 1, 2, 3, 4, 10 and all
 * senses in docs/evaluation.md; bench's pom sets {@code lexicon.file} to the shipped file)
 */
public final class WordNetLexicon {

    /** Leading senses of a word kept per part of speech (6 held out best). */
    static final int SENSES = Integer.getInteger("senses", 6);
    private static final List<String> POS = List.of("noun", "verb", "adj", "adv");
    private static final Pattern WORD = Pattern.compile("[a-z]+(?:-[a-z]+)?");

    private WordNetLexicon() {
    }

    public static void main(String[] args) throws IOException {
        Path folder = Path.of(System.getProperty("wordnet", "/usr/share/wordnet"));
        Path out = Path.of(System.getProperty("lexicon.file")); // set by bench's pom
        Map<String, List<String>> synsets = new HashMap<>();
        Map<String, List<String>> senses = new TreeMap<>();
        for (String pos : POS) {
            readData(folder.resolve("data." + pos), pos, synsets);
        }
        for (String pos : POS) {
            readIndex(folder.resolve("index." + pos), pos, senses);
        }
        Map<String, Integer> numbers = new LinkedHashMap<>();
        Map<String, List<Integer>> synonyms = new TreeMap<>();
        for (Map.Entry<String, List<String>> entry : senses.entrySet()) {
            String word = entry.getKey().substring(entry.getKey().indexOf(' ') + 1);
            for (String id : entry.getValue()) {
                if (synsets.get(id).stream().filter(WordNetLexicon::kept).distinct().count() > 1) {
                    synonyms.computeIfAbsent(word, w -> new ArrayList<>())
                            .add(numbers.computeIfAbsent(id, i -> numbers.size()));
                }
            }
        }
        Map<String, String> irregular = new TreeMap<>();
        for (String pos : POS) {
            for (String line : Files.readAllLines(folder.resolve(pos + ".exc"), StandardCharsets.ISO_8859_1)) {
                String[] parts = line.strip().split(" ");
                if (parts.length >= 2 && kept(parts[0]) && kept(parts[1]) && !parts[0].equals(parts[1])) {
                    irregular.putIfAbsent(parts[0], parts[1]);
                }
            }
        }
        try (Writer writer = new OutputStreamWriter(new GZIPOutputStream(Files.newOutputStream(out)),
                StandardCharsets.UTF_8)) {
            for (Map.Entry<String, List<Integer>> s : synonyms.entrySet()) {
                List<Integer> ids = new ArrayList<>(new LinkedHashSet<>(s.getValue()));
                writer.write("s\t" + s.getKey() + "\t" + String.join(" ", ids.stream().map(String::valueOf).toList())
                        + "\n");
            }
            for (Map.Entry<String, String> x : irregular.entrySet()) {
                writer.write("x\t" + x.getKey() + "\t" + x.getValue() + "\n");
            }
        }
        System.out.printf("%s: %d words with synonyms in %d sets, %d irregular forms%n", out, synonyms.size(),
                numbers.size(), irregular.size());
    }

    private static boolean kept(String word) {
        return WORD.matcher(word).matches();
    }

    /** data.pos: "offset lex_filenum ss_type w_cnt (word lex_id)... | gloss": each synset's words, markers like "(a)" removed. */
    private static void readData(Path file, String pos, Map<String, List<String>> synsets) throws IOException {
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            if (line.startsWith("  ")) {
                continue; // the licence at the top
            }
            String[] f = line.split(" ");
            int count = Integer.parseInt(f[3], 16);
            List<String> words = new ArrayList<>();
            for (int i = 0; i < count; i++) {
                words.add(f[4 + 2 * i].replaceAll("\\(.*\\)$", ""));
            }
            synsets.put(letter(pos) + f[0], words);
        }
    }

    /** index.pos: "lemma pos synset_cnt p_cnt (symbol)... sense_cnt tagsense_cnt (offset)..." in sense order. */
    private static void readIndex(Path file, String pos, Map<String, List<String>> senses) throws IOException {
        for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
            if (line.startsWith("  ")) {
                continue;
            }
            String[] f = line.strip().split(" ");
            if (!kept(f[0])) {
                continue;
            }
            int synsetCount = Integer.parseInt(f[2]);
            int pointers = Integer.parseInt(f[3]);
            int first = 4 + pointers + 2;
            List<String> ids = new ArrayList<>();
            for (int i = 0; i < Math.min(synsetCount, SENSES); i++) {
                ids.add(letter(pos) + f[first + i]);
            }
            senses.put(pos + " " + f[0], ids);
        }
    }

    /** Satellite adjectives ("s") live in data.adj with the others: one letter per file. */
    private static String letter(String pos) {
        return switch (pos) {
            case "noun", "n" -> "n";
            case "verb", "v" -> "v";
            case "adj", "a", "s" -> "a";
            default -> "r";
        };
    }
}
