package io.ragguard.monitoring.boundary;

import io.ragguard.monitoring.control.SimilarityBands;
import io.ragguard.monitoring.control.MetricTexts;
import io.ragguard.monitoring.control.RecentMean;
import io.ragguard.verdict.AnswerStatus;
import org.eclipse.microprofile.metrics.Counter;
import org.eclipse.microprofile.metrics.Metadata;
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
    private final Map<String, String> help = new TreeMap<>();
    private final Map<String, Metadata> gauges = new TreeMap<>();
    private final PipelineMetrics metrics = new PipelineMetrics();

    PipelineMetricsTest() {
        metrics.registry = (MetricRegistry) Proxy.newProxyInstance(getClass().getClassLoader(),
                new Class<?>[] {MetricRegistry.class}, (proxy, method, args) -> {
                    if (method.getName().equals("gauge")) {
                        gauges.put(((Metadata) args[0]).getName(), (Metadata) args[0]);
                        return null;
                    }
                    if (!method.getName().equals("counter") || args.length != 2 || !(args[0] instanceof Metadata metadata)
                            || !(args[1] instanceof Tag[] tags)) {
                        throw new UnsupportedOperationException(method.toString());
                    }
                    help.put(metadata.getName(), metadata.getDescription());
                    return counter(metadata.getName() + Arrays.stream(tags).map(t -> t.getTagName() + "="
                            + t.getTagValue()).collect(Collectors.joining(",", "{", "}")));
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
        metrics.answered("northwind", AnswerStatus.DECLINED, "no_context", null);
        metrics.answered("northwind", AnswerStatus.DECLINED, "no_context", null);
        metrics.answered("bluebay", AnswerStatus.DECLINED, "off_topic", null);

        assertThat(count("ragguard_answers{tenant=northwind,status=declined}")).isEqualTo(2);
        assertThat(count("ragguard_answers{tenant=bluebay,status=declined}")).isEqualTo(1);
        assertThat(count("ragguard_declines{tenant=northwind,reason=no_context}")).isEqualTo(2);
        assertThat(count("ragguard_declines{tenant=bluebay,reason=off_topic}")).isEqualTo(1);
        assertThat(counts.keySet()).noneMatch(id -> id.startsWith("ragguard_key_"));
    }

    @Test
    void countsADeclineForTheIntegrationKeyThatAsked() {
        metrics.answered("northwind", AnswerStatus.DECLINED, "unsupported", "support-bot");

        assertThat(count("ragguard_key_answers{key=support-bot,status=declined}")).isEqualTo(1);
        assertThat(count("ragguard_key_declines{key=support-bot,reason=unsupported}")).isEqualTo(1);
        assertThat(count("ragguard_declines{tenant=northwind,reason=unsupported}")).isEqualTo(1);
    }

    @Test
    void countsNoDeclineForAnAnswer() {
        metrics.answered("northwind", AnswerStatus.PATCHED, null, "support-bot");

        assertThat(count("ragguard_answers{tenant=northwind,status=patched}")).isEqualTo(1);
        assertThat(counts.keySet()).noneMatch(id -> id.contains("declines"));
    }

    @Test
    void aTenantsCountersExistAtZeroBeforeItsFirstAnswerAndEachSaysWhatItCounts() {
        metrics.tenantKnown("medora");

        assertThat(counts).containsKeys("ragguard_answers{tenant=medora,status=passed}",
                "ragguard_answers{tenant=medora,status=failed}", "ragguard_declines{tenant=medora,reason=no_context}",
                "ragguard_requests_refused{reason=overloaded}",
                "ragguard_requests_refused{reason=database_unavailable}");
        assertThat(counts.values()).allMatch(count -> count[0] == 0);
        assertThat(help.values()).allMatch(text -> text != null && text.length() > 20);
        assertThat(gauges.get("ragguard_context_similarity").getDescription()).contains("0 to 1");
    }

    @Test
    void everyMetricHasItsHelpText() {
        for (String name : MetricTexts.names()) {
            assertThat(MetricTexts.metadata(name).getDescription()).as(name).isNotBlank();
        }
    }

    @Test
    void theContextSimilarityIsAMeanFromZeroToOne() {
        RecentMean mean = new RecentMean(3);
        assertThat(mean.mean()).isZero();
        mean.add(0.9);
        mean.add(0.6);
        assertThat(mean.mean()).isEqualTo(0.75, org.assertj.core.data.Offset.offset(1e-9));
        mean.add(0.3);
        mean.add(0.3);
        assertThat(mean.mean()).isEqualTo(0.4, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(SimilarityBands.of(0.29)).isEqualTo("0.0-0.3");
        assertThat(SimilarityBands.of(0.72)).isEqualTo("0.7-1.0");
    }
}
