package io.ragguard.monitoring.control;

import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.MetricRegistry;
import org.eclipse.microprofile.metrics.Tag;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

/** The answer counters as they reach the registry: names, tags and counts. */
class PipelineMetricsTest {

    /** Every counter the metrics asked the registry for, as "name{tag=value,...}", with its count. */
    private final Map<String, long[]> counts = new TreeMap<>();
    private final PipelineMetrics metrics = new PipelineMetrics();

    PipelineMetricsTest() {
        metrics.registry = (MetricRegistry) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {MetricRegistry.class}, (proxy, method, args) -> {
                    if (!method.getName().equals("counter") || args.length != 2 || !(args[1] instanceof Tag[] tags)) {
                        throw new UnsupportedOperationException(method.toString());
                    }
                    return counter(args[0] + Arrays.stream(tags).map(t -> t.getTagName() + "=" + t.getTagValue())
                            .collect(Collectors.joining(",", "{", "}")));
                });
    }

    private Counter counter(String id) {
        long[] count = counts.computeIfAbsent(id, k -> new long[1]);
        return new Counter() {
            @Override
            public void inc() {
                count[0]++;
            }

            @Override
            public void inc(long n) {
                count[0] += n;
            }

            @Override
            public long getCount() {
                return count[0];
            }
        };
    }

    private long count(String id) {
        return counts.getOrDefault(id, new long[1])[0];
    }

    @Test
    void countsADeclineByItsReasonBesideTheAnswerByItsStatus() {
        metrics.answered("declined", "no_context", null);
        metrics.answered("declined", "no_context", null);
        metrics.answered("declined", "off_topic", null);

        assertThat(count("ragguard_answers{status=declined}")).isEqualTo(3);
        assertThat(count("ragguard_declines{reason=no_context}")).isEqualTo(2);
        assertThat(count("ragguard_declines{reason=off_topic}")).isEqualTo(1);
        assertThat(counts.keySet()).noneMatch(id -> id.startsWith("ragguard_key_"));
    }

    @Test
    void countsADeclineForTheIntegrationKeyThatAsked() {
        metrics.answered("declined", "unsupported", "support-bot");

        assertThat(count("ragguard_key_answers{key=support-bot,status=declined}")).isEqualTo(1);
        assertThat(count("ragguard_key_declines{key=support-bot,reason=unsupported}")).isEqualTo(1);
        assertThat(count("ragguard_declines{reason=unsupported}")).isEqualTo(1);
    }

    @Test
    void countsNoDeclineForAnAnswer() {
        metrics.answered("patched", null, "support-bot");

        assertThat(count("ragguard_answers{status=patched}")).isEqualTo(1);
        assertThat(counts.keySet()).noneMatch(id -> id.contains("declines"));
    }
}
