package io.ragguard.verdict;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class AnswerStatusFilterTest {

    @Test
    void blankOrFlaggedNamesTheFlaggedStatusesAndAllNamesEvery() {
        assertThat(AnswerStatus.filter(null)).isEqualTo(AnswerStatus.flaggedOnes());
        assertThat(AnswerStatus.filter(" ")).isEqualTo(AnswerStatus.flaggedOnes());
        assertThat(AnswerStatus.filter(" , ")).isEqualTo(AnswerStatus.flaggedOnes());
        assertThat(AnswerStatus.filter("flagged")).isEqualTo(AnswerStatus.flaggedOnes());
        assertThat(AnswerStatus.filter("all")).isEmpty();
        assertThat(AnswerStatus.filter("passed,all")).as("every status, whatever else is named").isEmpty();
    }

    @Test
    void labelsAreCommaSeparatedInAnyCaseAndAddToFlagged() {
        assertThat(AnswerStatus.filter("Failed, declined")).containsExactlyInAnyOrder(AnswerStatus.FAILED,
                AnswerStatus.DECLINED);
        assertThat(AnswerStatus.filter("flagged,passed")).containsAll(AnswerStatus.flaggedOnes())
                .contains(AnswerStatus.PASSED).hasSize(AnswerStatus.flaggedOnes().size() + 1);
    }

    @Test
    void anUnknownWordIsRefusedNamingWhatTheFilterTakes() {
        assertThatThrownBy(() -> AnswerStatus.filter("failed,bogus")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("flagged, all, or any of ").hasMessageContaining("unvalidated")
                .hasMessageEndingWith(", comma-separated");
    }
}
