package io.ragguard.console.policies;

import io.ragguard.answering.boundary.ReplaySummary;
import org.junit.jupiter.api.Test;

import java.util.LinkedHashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class StatusCountTest {

    @Test
    void listsEveryStatusOfEitherSideTheRecordedOnesFirst() {
        Map<String, Long> before = new LinkedHashMap<>();
        before.put("passed", 8L);
        before.put("patched", 2L);
        ReplaySummary summary = new ReplaySummary(10, 3, 3, 0, before, Map.of("passed", 5L, "failed", 5L), Map.of(), 0,
                null, null);

        assertThat(StatusCount.of(summary)).containsExactly(new StatusCount("passed", 8, 5),
                new StatusCount("patched", 2, 0), new StatusCount("failed", 0, 5));
    }
}
