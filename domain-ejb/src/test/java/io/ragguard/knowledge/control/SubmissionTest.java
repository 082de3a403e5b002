package io.ragguard.knowledge.control;

import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.knowledge.boundary.RejectedDocumentException.Problem;
import org.junit.jupiter.api.Test;

import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SubmissionTest {

    private static void assertInvalid(Runnable submission, String field) {
        assertThatThrownBy(submission::run).isInstanceOfSatisfying(RejectedDocumentException.class, e -> {
            assertThat(e.problem()).isEqualTo(Problem.INVALID);
            assertThat(e.field()).isEqualTo(field);
        });
    }

    @Test
    void stripsTitleAndSourceIdAndTakesABlankSourceIdForNone() {
        Submission submission = new Submission("  Lanterns ", " \t", "Text.", null);

        assertThat(submission.title()).isEqualTo("Lanterns");
        assertThat(submission.sourceId()).isNull();
        assertThat(submission.metadata()).isEmpty();
        assertThat(new Submission("T", " kb/lanterns ", "Text.", Map.of()).sourceId()).isEqualTo("kb/lanterns");
    }

    @Test
    void requiresATitleAndContent() {
        assertInvalid(() -> new Submission(null, null, "Text.", null), "title");
        assertInvalid(() -> new Submission("  ", null, "Text.", null), "title");
        assertInvalid(() -> new Submission("Title", null, null, null), "content");
        assertInvalid(() -> new Submission("Title", null, " \n ", null), "content");
    }

    @Test
    void limitsTitleAndSourceIdTo500Characters() {
        assertThat(new Submission("t".repeat(500), "s".repeat(500), "Text.", null).title()).hasSize(500);
        assertInvalid(() -> new Submission("t".repeat(501), null, "Text.", null), "title");
        assertInvalid(() -> new Submission("Title", "s".repeat(501), "Text.", null), "source_id");
    }

    @Test
    void acceptsOnlyMetadataOfNamedStrings() {
        assertThat(new Submission("T", null, "Text.", Map.of("lang", "en")).metadata()).containsEntry("lang", "en");
        Map<String, String> nullValue = new HashMap<>();
        nullValue.put("lang", null);
        assertInvalid(() -> new Submission("T", null, "Text.", nullValue), "metadata");
        assertInvalid(() -> new Submission("T", null, "Text.", Map.of(" ", "x")), "metadata");
    }

    @Test
    void takesTheLastSegmentOfAFileName() {
        assertThat(Submission.baseName("C:\\fakepath\\Lantern Guide.pdf")).isEqualTo("Lantern Guide.pdf");
        assertThat(Submission.baseName("docs/guide.md")).isEqualTo("guide.md");
        assertThat(Submission.baseName("guide.md")).isEqualTo("guide.md");
        assertThat(Submission.baseName("docs/")).isNull();
        assertThat(Submission.baseName(" ")).isNull();
        assertThat(Submission.baseName(null)).isNull();
    }
}
