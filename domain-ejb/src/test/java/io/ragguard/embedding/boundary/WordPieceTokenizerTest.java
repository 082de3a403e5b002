package io.ragguard.embedding.boundary;

import io.ragguard.embedding.control.MiniLmModel;
import org.junit.jupiter.api.Test;

import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Ids checked against the bert-base-uncased vocabulary that all-MiniLM-L6-v2 uses. */
class WordPieceTokenizerTest {

    private final WordPieceTokenizer tokenizer = MiniLmModel.INT8.tokenizer(256);

    @Test
    void wrapsWordsAndPunctuationInClsAndSep() {
        assertThat(tokenizer.encode("Hello, world!")).containsExactly(101, 7592, 1010, 2088, 999, 102);
    }

    @Test
    void splitsWordsMissingFromTheVocabularyIntoContinuationPieces() {
        assertThat(tokenizer.tokenize("Embeddings")).containsExactly("em", "##bed", "##ding", "##s");
        assertThat(tokenizer.encode("Embeddings")).containsExactly(101, 7861, 8270, 4667, 2015, 102);
        assertThat(tokenizer.tokenize("unaffable")).containsExactly("una", "##ffa", "##ble");
    }

    @Test
    void lowerCasesAndStripsAccents() {
        assertThat(tokenizer.tokenize("Café NAÏVE")).containsExactly("cafe", "naive");
        assertThat(tokenizer.encode("Café NAÏVE")).containsExactly(101, 7668, 15743, 102);
    }

    @Test
    void splitsOnEveryPunctuationCharacter() {
        assertThat(tokenizer.tokenize("don't")).containsExactly("don", "'", "t");
        assertThat(tokenizer.tokenize("¿$5?")).containsExactly("¿", "$", "5", "?");
    }

    @Test
    void makesEachCjkIdeographAToken() {
        assertThat(tokenizer.tokenize("中文")).containsExactly("中", "文");
        assertThat(tokenizer.encode("中文")).containsExactly(101, 1746, 1861, 102);
    }

    @Test
    void dropsControlCharactersAndTreatsAnyWhitespaceAsASpace() {
        assertThat(tokenizer.tokenize("hello\u0000\tworld\u00A0!\u200B\n"))
                .containsExactly("hello", "world", "!");
    }

    @Test
    void marksWordsWithoutPiecesAndOverlongWordsUnknown() {
        assertThat(tokenizer.tokenize("hello 🙂")).containsExactly("hello", "[UNK]");
        assertThat(tokenizer.tokenize("a".repeat(101) + " world")).containsExactly("[UNK]", "world");
        assertThat(tokenizer.encode("🙂")).containsExactly(101, 100, 102);
    }

    @Test
    void encodesEmptyTextAsClsAndSep() {
        assertThat(tokenizer.encode("")).containsExactly(101, 102);
        assertThat(tokenizer.encode(" \n ")).containsExactly(101, 102);
    }

    @Test
    void truncatesToMaxTokensKeepingSep() {
        String text = "alpha beta gamma delta ".repeat(100);

        long[] ids = tokenizer.encode(text);

        assertThat(ids).hasSize(256);
        assertThat(ids[0]).isEqualTo(101);
        assertThat(ids[255]).isEqualTo(102);
        assertThat(Arrays.copyOfRange(ids, 1, 5)).containsExactly(6541, 8247, 13091, 7160);
        assertThat(tokenizer.tokenize(text)).hasSize(400);
    }

    @Test
    void truncatesAtTheConfiguredLength() {
        WordPieceTokenizer short6 = MiniLmModel.INT8.tokenizer(6);

        assertThat(short6.encode("alpha beta gamma delta alpha beta")).containsExactly(101, 6541, 8247, 13091, 7160, 102);
        assertThat(short6.encode("alpha")).containsExactly(101, 6541, 102);
        assertThatThrownBy(() -> MiniLmModel.INT8.tokenizer(1)).isInstanceOf(IllegalArgumentException.class);
    }
}
