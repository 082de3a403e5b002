package io.ragguard.embedding.boundary;

import jakarta.json.Json;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonValue;

import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * BERT's uncased tokenizer: clean, lower-case, strip accents, split on whitespace and punctuation
 * (CJK characters apart), then greedy longest-match WordPiece with {@code ##} continuations. Reads
 * the vocabulary of a Hugging Face {@code tokenizer.json}; its padding and truncation settings are
 * ignored: {@link #encode} wraps the pieces in {@code [CLS] ... [SEP]} and cuts at {@link #maxTokens()}.
 * Immutable and thread-safe.
 */
public final class WordPieceTokenizer {

    private static final String PREFIX = "##";

    private final Map<String, Integer> vocabulary;
    private final int maxTokens;
    private final int maxCharsPerWord;
    private final int unknown;
    private final int cls;
    private final int sep;

    private WordPieceTokenizer(Map<String, Integer> vocabulary, int maxTokens, int maxCharsPerWord) {
        if (maxTokens < 2) {
            throw new IllegalArgumentException("at least 2 tokens, for [CLS] and [SEP]: " + maxTokens);
        }
        this.vocabulary = vocabulary;
        this.maxTokens = maxTokens;
        this.maxCharsPerWord = maxCharsPerWord;
        this.unknown = id("[UNK]");
        this.cls = id("[CLS]");
        this.sep = id("[SEP]");
    }

    /** The WordPiece model of a {@code tokenizer.json}; sequences are cut at {@code maxTokens}, [CLS] and [SEP] included. */
    public static WordPieceTokenizer read(InputStream tokenizerJson, int maxTokens) {
        try (JsonReader reader = Json.createReader(new InputStreamReader(tokenizerJson, StandardCharsets.UTF_8))) {
            JsonObject model = reader.readObject().getJsonObject("model");
            if (model == null || !"WordPiece".equals(model.getString("type", null))) {
                throw new IllegalArgumentException("not a WordPiece tokenizer.json");
            }
            Map<String, Integer> vocabulary = new HashMap<>();
            for (Map.Entry<String, JsonValue> entry : model.getJsonObject("vocab").entrySet()) {
                vocabulary.put(entry.getKey(), ((JsonNumber) entry.getValue()).intValue());
            }
            int maxChars = model.getInt("max_input_chars_per_word", 200);
            return new WordPieceTokenizer(Map.copyOf(vocabulary), maxTokens, maxChars);
        }
    }

    public int maxTokens() {
        return maxTokens;
    }

    /** Token ids of {@code [CLS] text [SEP]}, at most {@link #maxTokens()} of them. */
    public long[] encode(String text) {
        List<String> pieces = tokenize(text);
        int kept = Math.min(pieces.size(), maxTokens - 2);
        long[] ids = new long[kept + 2];
        ids[0] = cls;
        for (int i = 0; i < kept; i++) {
            ids[i + 1] = vocabulary.getOrDefault(pieces.get(i), unknown);
        }
        ids[kept + 1] = sep;
        return ids;
    }

    /**
     * Token ids of {@code [CLS] segment1 segment2 ... [SEP]} (at most {@link #maxTokens()}), and for
     * each segment the positions of its tokens, {@code [start, end)}; a segment the length limit
     * cuts, wholly or in part, has {@code start == end}. Segments are tokenized as the joined text would be,
     * since word pieces never cross white space.
     */
    public Segmented encodeSegments(List<String> segments) {
        List<Long> ids = new ArrayList<>();
        ids.add((long) cls);
        int[] starts = new int[segments.size()];
        int[] ends = new int[segments.size()];
        for (int s = 0; s < segments.size(); s++) {
            starts[s] = ids.size();
            List<String> pieces = tokenize(segments.get(s));
            int room = maxTokens - 1 - ids.size();
            for (String piece : pieces.subList(0, Math.min(room, pieces.size()))) {
                ids.add((long) vocabulary.getOrDefault(piece, unknown));
            }
            ends[s] = pieces.size() <= room ? ids.size() : starts[s];
        }
        ids.add((long) sep);
        return new Segmented(ids.stream().mapToLong(Long::longValue).toArray(), starts, ends);
    }

    /** Token ids with the token positions of each segment. */
    public record Segmented(long[] ids, int[] starts, int[] ends) {
    }

    /** The ids of a text's word pieces, without special tokens and not truncated. */
    public int[] pieceIds(String text) {
        return tokenize(text).stream().mapToInt(piece -> vocabulary.getOrDefault(piece, unknown)).toArray();
    }

    /** The number of word pieces in the vocabulary; ids run from 0 to this, exclusive. */
    public int vocabularySize() {
        return vocabulary.values().stream().mapToInt(Integer::intValue).max().orElse(-1) + 1;
    }

    /** The ids of the vocabulary's special and unused entries ({@code [PAD]}, {@code [unused0]}, {@code [CLS]}, ...). */
    public Set<Integer> specialIds() {
        return vocabulary.entrySet().stream().filter(e -> e.getKey().startsWith("[") && e.getKey().endsWith("]")
                && e.getKey().length() > 2).map(Map.Entry::getValue).collect(Collectors.toUnmodifiableSet());
    }

    /** The id of a word piece of the vocabulary. */
    public int idOf(String piece) {
        return id(piece);
    }

    /** The word pieces of a text, without special tokens and not truncated. */
    public List<String> tokenize(String text) {
        List<String> pieces = new ArrayList<>();
        for (String word : words(normalize(text))) {
            wordPieces(word, pieces);
        }
        return pieces;
    }

    /** Drops control characters, turns whitespace into spaces, spaces out CJK ideographs, strips accents, lower-cases. */
    static String normalize(String text) {
        StringBuilder cleaned = new StringBuilder(text.length() + 8);
        text.codePoints().forEach(c -> {
            if (c == 0 || c == 0xFFFD || isControl(c)) {
                return;
            }
            if (isWhitespace(c)) {
                cleaned.append(' ');
            } else if (isCjk(c)) {
                cleaned.append(' ').appendCodePoint(c).append(' ');
            } else {
                cleaned.appendCodePoint(c);
            }
        });
        String decomposed = Normalizer.normalize(cleaned, Normalizer.Form.NFD);
        StringBuilder stripped = new StringBuilder(decomposed.length());
        decomposed.codePoints()
                .filter(c -> Character.getType(c) != Character.NON_SPACING_MARK)
                .forEach(stripped::appendCodePoint);
        return stripped.toString().toLowerCase(Locale.ROOT);
    }

    /** Splits on whitespace (dropped) and punctuation (kept as words of one character). */
    static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c == ' ' || isPunctuation(c)) {
                if (!word.isEmpty()) {
                    words.add(word.toString());
                    word.setLength(0);
                }
                if (c != ' ') {
                    words.add(Character.toString(c));
                }
            } else {
                word.appendCodePoint(c);
            }
        });
        if (!word.isEmpty()) {
            words.add(word.toString());
        }
        return words;
    }

    private void wordPieces(String word, List<String> pieces) {
        int[] chars = word.codePoints().toArray();
        if (chars.length > maxCharsPerWord) {
            pieces.add("[UNK]");
            return;
        }
        List<String> found = new ArrayList<>();
        int start = 0;
        while (start < chars.length) {
            String match = null;
            for (int end = chars.length; end > start; end--) {
                String candidate = (start > 0 ? PREFIX : "") + new String(chars, start, end - start);
                if (vocabulary.containsKey(candidate)) {
                    match = candidate;
                    start = end;
                    break;
                }
            }
            if (match == null) {
                pieces.add("[UNK]");
                return;
            }
            found.add(match);
        }
        pieces.addAll(found);
    }

    private int id(String token) {
        Integer id = vocabulary.get(token);
        if (id == null) {
            throw new IllegalArgumentException("vocabulary without " + token);
        }
        return id;
    }

    private static boolean isWhitespace(int c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\r' || Character.isWhitespace(c)
                || Character.getType(c) == Character.SPACE_SEPARATOR;
    }

    private static boolean isControl(int c) {
        if (c == '\t' || c == '\n' || c == '\r') {
            return false;
        }
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.FORMAT || type == Character.PRIVATE_USE
                || type == Character.UNASSIGNED || type == Character.SURROGATE;
    }

    private static boolean isPunctuation(int c) {
        if (c >= 33 && c <= 47 || c >= 58 && c <= 64 || c >= 91 && c <= 96 || c >= 123 && c <= 126) {
            return true;
        }
        return switch (Character.getType(c)) {
            case Character.CONNECTOR_PUNCTUATION, Character.DASH_PUNCTUATION, Character.START_PUNCTUATION,
                    Character.END_PUNCTUATION, Character.INITIAL_QUOTE_PUNCTUATION,
                    Character.FINAL_QUOTE_PUNCTUATION, Character.OTHER_PUNCTUATION -> true;
            default -> false;
        };
    }

    private static boolean isCjk(int c) {
        return c >= 0x4E00 && c <= 0x9FFF || c >= 0x3400 && c <= 0x4DBF || c >= 0x20000 && c <= 0x2A6DF
                || c >= 0x2A700 && c <= 0x2B73F || c >= 0x2B740 && c <= 0x2B81F || c >= 0x2B820 && c <= 0x2CEAF
                || c >= 0xF900 && c <= 0xFAFF || c >= 0x2F800 && c <= 0x2FA1F;
    }
}
