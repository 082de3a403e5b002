package io.ragguard.conversation.boundary;

import org.junit.jupiter.api.Test;

import java.text.Normalizer;

import static org.assertj.core.api.Assertions.assertThat;

class FollowUpCuesTest {

    @Test
    void findsEnglishPronounsAndContinuations() {
        assertThat(FollowUpCues.count("How much does it cost?")).isEqualTo(1);
        assertThat(FollowUpCues.count("What about those, are they also free?")).isEqualTo(4);
        assertThat(FollowUpCues.count("Tell me more")).isEqualTo(1);
        assertThat(FollowUpCues.count("Is the same true for gift cards?")).isEqualTo(1);
    }

    @Test
    void matchesWholeWordsOnlyWhateverTheCase() {
        assertThat(FollowUpCues.count("Which items can be returned after their warranty?")).isEqualTo(1);
        assertThat(FollowUpCues.count("Which ITEMS have a theme or other heat settings?")).isZero();
        assertThat(FollowUpCues.count("IT'S broken")).isEqualTo(1);
    }

    @Test
    void countsAnOpeningConjunctionButNotOneInside() {
        assertThat(FollowUpCues.count("And the price?")).isEqualTo(1);
        assertThat(FollowUpCues.count("... so when does the store open?")).isEqualTo(1);
        assertThat(FollowUpCues.count("What are the shipping and return fees?")).isZero();
    }

    @Test
    void findsVietnameseCuesAsWholePhrases() {
        assertThat(FollowUpCues.count("Giá của nó là bao nhiêu?")).isEqualTo(1);
        assertThat(FollowUpCues.count("Như vậy có mất phí không?")).isEqualTo(1);
        assertThat(FollowUpCues.count("Cái đó giao trong mấy ngày?")).isEqualTo(1);
        assertThat(FollowUpCues.count("Còn phí vận chuyển thì sao?")).isEqualTo(2);
        assertThat(FollowUpCues.count("HỌ có giao hàng vào chủ nhật không?")).isEqualTo(1);
    }

    @Test
    void findsVietnameseCuesInDecomposedText() {
        String decomposed = Normalizer.normalize("Giá của nó là bao nhiêu?", Normalizer.Form.NFD);

        assertThat(FollowUpCues.count(decomposed)).isEqualTo(1);
    }

    @Test
    void ignoresVietnameseSyllablesInsideOtherWordsAndCompounds() {
        assertThat(FollowUpCues.count("Chính sách đổi trả là gì?")).isZero();
        assertThat(FollowUpCues.count("Giao hàng toàn thế giới không?")).isZero();
        assertThat(FollowUpCues.count("Điền họ tên ở đâu?")).isZero();
        assertThat(FollowUpCues.count("Đồ uống nóng có được không?")).isZero();
    }

    @Test
    void takesAShortQuestionThatNamesNoOwnerOrComparesForAFollowUp() {
        assertThat(FollowUpCues.isFollowUp("Is there a yearly limit?")).isTrue();
        assertThat(FollowUpCues.isFollowUp("Are there any fees?")).isTrue();
        assertThat(FollowUpCues.isFollowUp("Do Garden Club members get longer?")).isTrue();
        assertThat(FollowUpCues.isFollowUp("Is there a fee for express shipping to Alaska and Hawaii?")).isFalse();
        assertThat(FollowUpCues.isFollowUp("Which store is open longer on Saturdays than on Sundays?")).isFalse();
    }

    @Test
    void aNewTopicHasNoCues() {
        assertThat(FollowUpCues.isFollowUp("Which payment methods do you accept?")).isFalse();
        assertThat(FollowUpCues.isFollowUp("")).isFalse();
        assertThat(FollowUpCues.isFollowUp(null)).isFalse();
    }

    @Test
    void takesWhatIfAtTheStartForAFollowUp() {
        assertThat(FollowUpCues.isFollowUp("What if the count doesn't match?")).isTrue();
        assertThat(FollowUpCues.isFollowUp("Do you know what if means?")).isFalse();
    }
}
