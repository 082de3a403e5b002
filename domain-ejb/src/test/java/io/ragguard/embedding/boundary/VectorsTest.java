package io.ragguard.embedding.boundary;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class VectorsTest {

    @Test
    void theUnitMeanOfTwoUnitVectorsPointsBetweenThem() {
        float[] mean = Vectors.unitMean(List.of(new float[] {1, 0}, new float[] {0, 1}));

        assertThat(mean[0]).isCloseTo((float) Math.sqrt(0.5), within(1e-6f));
        assertThat(mean[1]).isCloseTo((float) Math.sqrt(0.5), within(1e-6f));
    }

    @Test
    void oppositeVectorsAverageToZeroAndNothingIsRefused() {
        assertThat(Vectors.unitMean(List.of(new float[] {1, 0}, new float[] {-1, 0}))).containsExactly(0f, 0f);
        assertThatThrownBy(() -> Vectors.unitMean(List.of())).isInstanceOf(IllegalArgumentException.class);
    }
}
