package io.ragguard.console.dashboard;

import org.junit.jupiter.api.Test;

import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;

class TopTenTest {

    private static final Comparator<Integer> LARGEST_FIRST = Comparator.reverseOrder();

    @Test
    void keepsTheTenLargestInOrderAndLeavesTheRestForOther() {
        List<Integer> twenty = IntStream.rangeClosed(1, 20).boxed().toList();

        TopTen<Integer> bars = TopTen.of(twenty, LARGEST_FIRST);

        assertThat(bars.top()).containsExactly(20, 19, 18, 17, 16, 15, 14, 13, 12, 11);
        assertThat(bars.rest()).hasSize(10);
        assertThat(bars.hasOther()).isTrue();
        assertThat(bars.other(Integer::longValue)).isEqualTo(55);
        assertThat(bars.otherLabel()).isEqualTo("other (10 more)");
        assertThat(bars.bars()).isEqualTo(11);
    }

    @Test
    void tenOrFewerAreAllShownWithoutOther() {
        TopTen<Integer> ten = TopTen.of(IntStream.rangeClosed(1, 10).boxed().toList(), LARGEST_FIRST);
        TopTen<Integer> three = TopTen.of(List.of(2, 7, 5), LARGEST_FIRST);

        assertThat(ten.hasOther()).isFalse();
        assertThat(ten.bars()).isEqualTo(10);
        assertThat(three.top()).containsExactly(7, 5, 2);
        assertThat(three.other(Integer::longValue)).isZero();
        assertThat(TopTen.of(List.<Integer>of(), LARGEST_FIRST).bars()).isZero();
    }

    @Test
    void anEleventhCategoryIsAnOtherBarOfOne() {
        TopTen<Integer> eleven = TopTen.of(IntStream.rangeClosed(1, 11).boxed().toList(), LARGEST_FIRST);

        assertThat(eleven.rest()).containsExactly(1);
        assertThat(eleven.otherLabel()).isEqualTo("other (1 more)");
    }
}
