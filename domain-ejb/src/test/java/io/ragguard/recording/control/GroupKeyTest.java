package io.ragguard.recording.control;

import io.ragguard.verdict.AnswerStatus;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class GroupKeyTest {

    private static final Instant MORNING = Instant.parse("2026-11-26T08:00:00Z");
    private static final String KEY = GroupKey.of("northwind", MORNING, "How long do returns take?",
            AnswerStatus.FAILED, List.of("faithfulness", "numeric-units"));

    @Test
    void isTheHexOfASha256() {
        assertThat(KEY).hasSize(64).matches("[0-9a-f]{64}");
    }

    @Test
    void foldsTheQuestionsCaseAndSpacing() {
        assertThat(GroupKey.of("northwind", MORNING, "  how LONG do\treturns\n take?  ", AnswerStatus.FAILED,
                List.of("faithfulness", "numeric-units"))).isEqualTo(KEY);
        assertThat(GroupKey.fold(" How\u00a0long  DO returns take? ")).isEqualTo("how long do returns take?");
    }

    @Test
    void takesTheValidatorsInAnyOrderEachOnce() {
        assertThat(GroupKey.of("northwind", MORNING, "How long do returns take?", AnswerStatus.FAILED,
                List.of("numeric-units", "faithfulness", "numeric-units"))).isEqualTo(KEY);
    }

    @Test
    void isOneForTheWholeUtcDay() {
        assertThat(GroupKey.of("northwind", Instant.parse("2026-11-26T23:59:59Z"), "How long do returns take?",
                AnswerStatus.FAILED, List.of("faithfulness", "numeric-units"))).isEqualTo(KEY);
        assertThat(GroupKey.of("northwind", Instant.parse("2026-11-27T00:00:00Z"), "How long do returns take?",
                AnswerStatus.FAILED, List.of("faithfulness", "numeric-units"))).isNotEqualTo(KEY);
    }

    @Test
    void differsByTenantQuestionStatusOrFlaggingValidators() {
        assertThat(List.of(
                GroupKey.of("helixpharma", MORNING, "How long do returns take?", AnswerStatus.FAILED,
                        List.of("faithfulness", "numeric-units")),
                GroupKey.of("northwind", MORNING, "How long do refunds take?", AnswerStatus.FAILED,
                        List.of("faithfulness", "numeric-units")),
                GroupKey.of("northwind", MORNING, "How long do returns take?", AnswerStatus.PATCHED,
                        List.of("faithfulness", "numeric-units")),
                GroupKey.of("northwind", MORNING, "How long do returns take?", AnswerStatus.FAILED,
                        List.of("faithfulness")),
                GroupKey.of("northwind", MORNING, "How long do returns take?", AnswerStatus.FAILED, List.of())))
                .doesNotContain(KEY).doesNotHaveDuplicates();
    }

    @Test
    void keepsItsPartsApartSoThatNoneRunsIntoTheNext() {
        assertThat(GroupKey.of("north", MORNING, "wind q", AnswerStatus.FAILED, List.of("a", "b")))
                .isNotEqualTo(GroupKey.of("north", MORNING, "wind q", AnswerStatus.FAILED, List.of("a,b")))
                .isNotEqualTo(GroupKey.of("northwind", MORNING, "q", AnswerStatus.FAILED, List.of("a", "b")));
    }
}
