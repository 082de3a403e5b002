package io.ragguard.embedding.boundary;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Distilled once from the real fp32 model for the class (about 11 s on two cores). */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class TokenVectorsTest {

    private static final int VOCABULARY = 30_522;

    @TempDir
    static Path directory;

    private TokenVectors tokens;

    @BeforeAll
    void distil() {
        tokens = TokenVectors.open(directory, 2);
    }

    @Test
    void theDistilledVectorsAreKeptInAFileAndReadBackUnchanged() throws IOException {
        Path file = directory.resolve(TokenVectors.FILE);
        assertThat(Files.size(file)).isEqualTo(16L + (long) VOCABULARY * MiniLmEncoder.DIMENSIONS * Float.BYTES);

        TokenVectors again = TokenVectors.open(directory, 1);

        String text = "Trail Points members receive an extended return window of 60 days.";
        assertThat(again.embed(text)).containsExactly(tokens.embed(text));
    }

    @Test
    void aTextIsCloserToAParaphraseThanToAnotherTopic() {
        float[] claim = tokens.embed("Members can return purchases within 60 days.");
        float[] paraphrase = tokens.embed("Trail Points members get a 60-day window to return full-price items.");
        float[] other = tokens.embed("The espresso machine descales itself every two weeks.");

        assertThat(Vectors.cosine(claim, paraphrase)).isGreaterThan(Vectors.cosine(claim, other) + 0.2);
    }

    @Test
    void rareWordsWeighMoreThanCommonOnes() {
        float[] both = tokens.embed("the refund");

        assertThat(Vectors.cosine(both, tokens.embed("refund"))).isGreaterThan(Vectors.cosine(both, tokens.embed("the")));
    }

    @Test
    void aSentenceGivenAsPiecesHasTheVectorOfItsTextAndEachPieceItsOwn() {
        List<String> pieces = List.of("Returns are free, ", "but sale items are final.");

        MiniLmEncoder.SentenceVectors vectors = tokens.embedPieces(List.of(pieces)).get(0);

        assertThat(Vectors.cosine(vectors.sentence(), tokens.embed(String.join("", pieces)))).isCloseTo(1.0, within(1e-6));
        for (int i = 0; i < pieces.size(); i++) {
            assertThat(Vectors.cosine(vectors.pieces().get(i), tokens.embed(pieces.get(i)))).isCloseTo(1.0, within(1e-6));
        }
        assertThat(tokens.embedAll(pieces)).hasSize(2);
    }

    @Test
    void vectorsAreUnitLengthAndATextWithoutWordsIsZero() {
        float[] vector = tokens.embed("Gift cards cannot be refunded.");

        assertThat(Vectors.cosine(vector, vector)).isCloseTo(1.0, within(1e-6));
        double norm = 0;
        for (float x : vector) {
            norm += x * x;
        }
        assertThat(norm).isCloseTo(1.0, within(1e-5));
        assertThat(tokens.embed("   ")).containsOnly(0f);
    }

    @Test
    void aDamagedOrForeignFileIsNotRead(@TempDir Path other) throws IOException {
        Path file = other.resolve(TokenVectors.FILE);
        assertThat(TokenVectors.read(file, VOCABULARY)).isEmpty();

        Files.write(file, new byte[1000]);
        assertThat(TokenVectors.read(file, VOCABULARY)).as("too short").isEmpty();

        byte[] wrongHeader = new byte[(int) Files.size(directory.resolve(TokenVectors.FILE))];
        Files.write(file, wrongHeader);
        assertThat(TokenVectors.read(file, VOCABULARY)).as("right size, no header").isEmpty();

        Files.copy(directory.resolve(TokenVectors.FILE), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThat(TokenVectors.read(file, VOCABULARY)).isPresent();
        assertThat(TokenVectors.read(file, VOCABULARY - 1)).as("another vocabulary").isEmpty();
    }
}
