package io.ragguard.recording.boundary;

import org.junit.jupiter.api.Test;

import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LatenciesTest {

    @Test
    void aPercentileIsTheNearestRankAlwaysOneOfTheValues() {
        double[] twenty = IntStream.rangeClosed(1, 20).asDoubleStream().toArray();

        assertThat(Latencies.percentile(twenty, 50)).isEqualTo(10.0);
        assertThat(Latencies.percentile(twenty, 95)).isEqualTo(19.0);
        assertThat(Latencies.percentile(twenty, 100)).isEqualTo(20.0);
        assertThat(Latencies.percentile(new double[] {1, 2, 3}, 50)).isEqualTo(2.0);
        assertThat(Latencies.percentile(new double[] {1, 2, 3}, 95)).isEqualTo(3.0);
        assertThat(Latencies.percentile(new double[] {7.5}, 50)).isEqualTo(7.5);
    }

    @Test
    void noPercentileOfNothing() {
        assertThatThrownBy(() -> Latencies.percentile(new double[0], 50)).isInstanceOf(IllegalArgumentException.class);
    }
}
