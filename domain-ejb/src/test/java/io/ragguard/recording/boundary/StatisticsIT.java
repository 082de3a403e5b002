package io.ragguard.recording.boundary;

import io.ragguard.verdict.Outcome;
import io.ragguard.verdict.AnswerStatus;
import io.ragguard.database.TestDatabase;
import io.ragguard.recording.entity.HistogramBucket;
import io.ragguard.recording.entity.ValidationRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

/** The dashboard's numbers on the real schema (H2, Flyway), from records made at known times. */
class StatisticsIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    /** The start of the first hour bucket. */
    private static final Instant TEN = Instant.parse("2025-03-01T10:00:00Z");

    private final Buckets threeHours = Buckets.between(TEN, TEN.plus(3, ChronoUnit.HOURS));

    /** Stores a record made at {@code at}; {@code more} adds its validator runs, latencies or decisions. */
    private void record(String requestId, String tenant, String status, String generator, Instant at,
                        Consumer<ValidationRecord> more) {
        db.run(em -> {
            ValidationRecord r = new ValidationRecord(requestId, generator == null ? "validate" : "chat", tenant, null,
                    "Q?", "A.", "A.", AnswerStatus.parse(status), "", "[]", 0.5);
            r.generatedBy(generator);
            more.accept(r);
            em.persist(r);
        });
        // through the persistence unit, so the time is written as the application writes it
        db.run(em -> em.createQuery("update ValidationRecord r set r.createdAt = :at where r.requestId = :id")
                .setParameter("at", at).setParameter("id", requestId).executeUpdate());
    }

    private void record(String requestId, String tenant, String status, String generator, Instant at) {
        record(requestId, tenant, status, generator, at, r -> {
        });
    }

    private <T> T statistics(Function<Statistics, T> work) {
        return db.transaction(em -> {
            Statistics statistics = new Statistics();
            statistics.em = em;
            return work.apply(statistics);
        });
    }

    private List<OutcomeCount> outcomes(String tenant) {
        return statistics(s -> s.outcomes(threeHours, tenant));
    }

    private List<ReasonCount> reasons() {
        return reasons(null);
    }

    private List<ReasonCount> reasons(String tenant) {
        return statistics(s -> s.reasons(threeHours, tenant));
    }

    private static Instant at(String time) {
        return Instant.parse("2025-03-01T" + time + "Z");
    }

    /** Answers in three hours and around them, in two tenants, of every status, some reviewed, some fallbacks. */
    private void threeHoursOfAnswers() {
        record("before", "northwind", "passed", "extractive", at("09:59:59"),
                r -> r.addRun("faithfulness", Outcome.PASS, 0.9, 0.35, null, 10));
        record("a1", "northwind", "passed", "extractive", at("10:05:00"), r -> {
            r.addRun("faithfulness", Outcome.PASS, 0.9, 0.35, null, 10);
            r.addRun("pii-leakage", Outcome.PASS, 1.0, null, null, 10);
        });
        record("a2", "northwind", "patched", "openai:gpt-4o-mini", at("10:20:00"), r -> {
            r.addRun("faithfulness", Outcome.PASS, 0.8, 0.35, null, 10);
            r.addRun("citation-required", Outcome.PATCHED, 0.0, 1.0, "no_citation", 10);
            r.decide("approved", null, "carol");
        });
        record("a3", "bluebay", "failed", "extractive (fallback: timeout)", at("10:59:59"),
                r -> r.addRun("faithfulness", Outcome.FAIL, 0.1, 0.35, "unfaithful", 10));
        record("a4", "northwind", "unvalidated", "extractive", at("11:00:00"));
        record("a5", "bluebay", "unverified", "extractive (fallback: connection)", at("11:30:00"), r -> {
            r.addRun("faithfulness", Outcome.ERROR, null, 0.35, "error", 10);
            r.decide("rejected", null, "carol");
            r.decide("escalated", "Ask legal.", "dave");
        });
        record("a6", "northwind", "passed", null, at("12:10:00"));
        record("after", "northwind", "failed", "extractive (fallback: timeout)", at("13:00:00"),
                r -> r.addRun("faithfulness", Outcome.FAIL, 0.1, 0.35, "unfaithful", 10));
    }

    @Test
    void passRatePerHourCountsTheValidatedAnswersAndThoseThatPassed() {
        threeHoursOfAnswers();

        Traffic all = statistics(s -> s.traffic(threeHours, null));
        Traffic northwind = statistics(s -> s.traffic(threeHours, "northwind"));

        assertThat(all.passRates()).extracting(Traffic.PassRate::bucket, Traffic.PassRate::validated,
                Traffic.PassRate::passed).containsExactly(
                tuple(TEN, 3L, 1L),
                tuple(at("11:00:00"), 1L, 0L),
                tuple(at("12:00:00"), 1L, 1L));
        assertThat(all.passRates().get(0).rate()).isEqualTo(1.0 / 3);
        assertThat(northwind.passRates()).extracting(Traffic.PassRate::validated, Traffic.PassRate::passed)
                .as("an unvalidated answer is not counted").containsExactly(tuple(2L, 1L), tuple(0L, 0L), tuple(1L, 1L));
        assertThat(northwind.passRates().get(1).rate()).as("no rate without answers").isNull();
        assertThat(all.anyValidated()).isTrue();
    }

    @Test
    void flaggedAnswersAreCountedByTheirCurrentDecision() {
        threeHoursOfAnswers();

        Traffic all = statistics(s -> s.traffic(threeHours, null));
        Traffic bluebay = statistics(s -> s.traffic(threeHours, "bluebay"));

        assertThat(all.review()).extracting(Traffic.Review::waiting, Traffic.Review::approved,
                Traffic.Review::rejected, Traffic.Review::escalated).containsExactly(
                tuple(1L, 1L, 0L, 0L),
                tuple(0L, 0L, 0L, 1L),
                tuple(0L, 0L, 0L, 0L));
        assertThat(bluebay.review()).extracting(Traffic.Review::flagged).containsExactly(1L, 1L, 0L);
        assertThat(all.anyFlagged()).isTrue();
    }

    @Test
    void fallbacksAreCountedByCauseAmongTheGeneratedAnswers() {
        threeHoursOfAnswers();

        Traffic all = statistics(s -> s.traffic(threeHours, null));

        assertThat(all.fallbacks()).extracting(Traffic.Fallbacks::generated, Traffic.Fallbacks::causes)
                .as("an answer brought to /api/validate was not generated").containsExactly(
                tuple(3L, Map.of("timeout", 1L)),
                tuple(2L, Map.of("connection", 1L)),
                tuple(0L, Map.of()));
        assertThat(all.fallbacks().get(0).fellBack()).isEqualTo(1);
        Traffic northwind = statistics(s -> s.traffic(threeHours, "northwind"));
        assertThat(northwind.fallbacks()).allSatisfy(f -> assertThat(f.fellBack()).isZero());
    }

    @Test
    void dayBucketsAreUtcDays() {
        record("late", "northwind", "passed", "extractive", Instant.parse("2025-03-01T23:59:59Z"));
        record("midnight", "northwind", "failed", "extractive", Instant.parse("2025-03-02T00:00:00Z"));
        record("next", "northwind", "passed", "extractive", Instant.parse("2025-03-02T12:00:00Z"));
        Buckets days = Buckets.between(Instant.parse("2025-02-28T15:00:00Z"), Instant.parse("2025-03-03T00:00:00Z"));

        Traffic traffic = statistics(s -> s.traffic(days, null));

        assertThat(days.unit()).isEqualTo(ChronoUnit.DAYS);
        assertThat(traffic.passRates()).extracting(Traffic.PassRate::bucket, Traffic.PassRate::validated,
                Traffic.PassRate::passed).containsExactly(
                tuple(Instant.parse("2025-02-28T00:00:00Z"), 0L, 0L),
                tuple(Instant.parse("2025-03-01T00:00:00Z"), 1L, 1L),
                tuple(Instant.parse("2025-03-02T00:00:00Z"), 2L, 1L));
    }

    @Test
    void outcomesAreCountedPerValidatorWithinTheRangeAndTenant() {
        threeHoursOfAnswers();

        assertThat(outcomes(null)).containsExactly(
                new OutcomeCount("citation-required", Outcome.PATCHED, 1),
                new OutcomeCount("faithfulness", Outcome.ERROR, 1),
                new OutcomeCount("faithfulness", Outcome.FAIL, 1),
                new OutcomeCount("faithfulness", Outcome.PASS, 2),
                new OutcomeCount("pii-leakage", Outcome.PASS, 1));
        assertThat(outcomes("bluebay")).containsExactly(
                new OutcomeCount("faithfulness", Outcome.ERROR, 1),
                new OutcomeCount("faithfulness", Outcome.FAIL, 1));
    }

    @Test
    void declinesAreCountedPerTenantAgainstItsAnswersAndByReasonWithinTheRange() {
        threeHoursOfAnswers();
        record("d1", "northwind", "declined", "extractive", at("10:40:00"), r -> r.declinedFor("no_context"));
        record("d2", "bluebay", "declined", "extractive", at("11:10:00"), r -> r.declinedFor("off_topic"));
        record("d3", "bluebay", "declined", null, at("12:50:00"), r -> r.declinedFor("no_context"));
        record("d-after", "bluebay", "declined", "extractive", at("13:00:00"), r -> r.declinedFor("unsupported"));

        DeclineRates all = statistics(s -> s.declines(threeHours, null));
        DeclineRates bluebay = statistics(s -> s.declines(threeHours, "bluebay"));

        assertThat(all.tenants()).extracting(DeclineRates.TenantRate::tenant, DeclineRates.TenantRate::answered,
                DeclineRates.TenantRate::declined).containsExactly(
                tuple("bluebay", 4L, 2L),
                tuple("northwind", 5L, 1L));
        assertThat(all.tenants().get(0).rate()).isEqualTo(0.5);
        assertThat(all.reasons()).containsExactly(Map.entry("no_context", 2L), Map.entry("off_topic", 1L));
        assertThat(all.declined()).isEqualTo(3);
        assertThat(all.answered()).isEqualTo(9);
        assertThat(bluebay.tenants()).extracting(DeclineRates.TenantRate::tenant).containsExactly("bluebay");
        assertThat(bluebay.reasons()).containsOnlyKeys("no_context", "off_topic");
        assertThat(statistics(s -> s.declines(Buckets.between(at("14:00:00"), at("15:00:00")), null)).tenants())
                .as("nothing answered, no tenant").isEmpty();
    }

    @Test
    void reasonsAreSummedOverTheHoursOfTheRangeMostFrequentFirst() {
        db.run(em -> {
            em.persist(new HistogramBucket("northwind", "faithfulness", "unfaithful", TEN.minus(1, ChronoUnit.HOURS),
                    10));
            em.persist(new HistogramBucket("northwind", "faithfulness", "unfaithful", TEN, 3));
            em.persist(new HistogramBucket("northwind", "faithfulness", "unfaithful", at("11:00:00"), 2));
            em.persist(new HistogramBucket("northwind", "citation-required", "no_citation", at("11:00:00"), 1));
            em.persist(new HistogramBucket("northwind", "pii-leakage", "email", at("12:00:00"), 4));
            em.persist(new HistogramBucket("northwind", "pii-leakage", "phone", at("13:00:00"), 7));
        });

        assertThat(reasons()).containsExactly(
                new ReasonCount("faithfulness", "unfaithful", 5),
                new ReasonCount("pii-leakage", "email", 4),
                new ReasonCount("citation-required", "no_citation", 1));
    }

    @Test
    void reasonsOfOneTenantAreThoseItsAnswersGaveAndAllTenantsAddUpTheirsAndTheUntenantedHours() {
        db.run(em -> {
            em.persist(new HistogramBucket("northwind", "faithfulness", "unfaithful", TEN, 3));
            em.persist(new HistogramBucket("bluebay", "faithfulness", "unfaithful", TEN, 2));
            em.persist(new HistogramBucket("bluebay", "numeric-units", "unsupported_number", at("11:00:00"), 6));
            em.persist(new HistogramBucket("bluebay", "numeric-units", "unsupported_number", at("13:00:00"), 9));
            em.persist(new HistogramBucket("", "pii-leakage", "email", at("12:00:00"), 4));
        });

        assertThat(reasons("bluebay")).as("its own hours of the range only").containsExactly(
                new ReasonCount("numeric-units", "unsupported_number", 6),
                new ReasonCount("faithfulness", "unfaithful", 2));
        assertThat(reasons("northwind")).containsExactly(new ReasonCount("faithfulness", "unfaithful", 3));
        assertThat(reasons("medora")).isEmpty();
        assertThat(reasons(null)).as("every tenant's, and the hours counted before tenants").containsExactly(
                new ReasonCount("numeric-units", "unsupported_number", 6),
                new ReasonCount("faithfulness", "unfaithful", 5),
                new ReasonCount("pii-leakage", "email", 4));
        assertThat(reasons(" ")).as("a blank tenant is every tenant").isEqualTo(reasons(null));
    }

    @Test
    void ratesCountEachValidatorsRunsByOutcomeOnTheAnswersOfTheRangeOfEveryTenant() {
        threeHoursOfAnswers();
        record("o1", "bluebay", "patched", "extractive", at("10:30:00"), r -> {
            r.addRun("citation-required", Outcome.PASS, 1.0, 1.0, null, 10);
            r.addRun("numeric-units", Outcome.FAIL, 0.5, null, "unsupported_number", 10, true);
        });

        List<ValidatorRates> rates = statistics(s -> s.rates(TEN, at("12:00:00")));

        assertThat(rates).extracting(ValidatorRates::validator)
                .containsExactly("citation-required", "faithfulness", "numeric-units", "pii-leakage");
        ValidatorRates faithfulness = rates.get(1);
        assertThat(faithfulness.total()).as("a1, a2, a3 and a5; not before 10:00, nor from 12:00").isEqualTo(4);
        assertThat(faithfulness.runs()).containsExactly(Map.entry(Outcome.PASS, 2L), Map.entry(Outcome.FAIL, 1L),
                Map.entry(Outcome.ERROR, 1L));
        assertThat(faithfulness.share(Outcome.PASS)).isEqualTo(0.5);
        assertThat(faithfulness.share(Outcome.PATCHED)).isZero();
        assertThat(rates.get(0).runs()).containsOnly(Map.entry(Outcome.PASS, 1L), Map.entry(Outcome.PATCHED, 1L));
        assertThat(rates.get(2).of(Outcome.FAIL)).as("a run in observe mode counts").isEqualTo(1);
        List<ValidatorRates> none = statistics(s -> s.rates(at("14:00:00"), at("15:00:00")));
        assertThat(none).isEmpty();
    }

    /** Twenty answers a minute apart, total 1 ms to 20 ms; retrieval only on the first ten (1 ms to 10 ms). */
    private void twentyTimedAnswers(String tenant) {
        for (int i = 1; i <= 20; i++) {
            double ms = i;
            Double retrieval = i <= 10 ? ms : null;
            record(tenant + i, tenant, "passed", "extractive", TEN.plus(Duration.ofMinutes(i)),
                    r -> r.latencies(retrieval, null, ms / 2, null, ms));
        }
    }

    @Test
    void latencyPercentilesAreTheNearestRankOfEachStagesTimes() {
        twentyTimedAnswers("medora");
        record("elsewhere", "northwind", "passed", "extractive", at("10:30:30"),
                r -> r.latencies(1000.0, 1000.0, 1000.0, 1000.0, 1000.0));

        Latencies latencies = statistics(s -> s.latencies(threeHours, "medora"));

        assertThat(latencies.records()).isEqualTo(20);
        assertThat(latencies.latestOnly()).isFalse();
        assertThat(latencies.stages()).containsExactly(
                new Latencies.Stage("retrieval", 10, 5.0, 10.0),
                new Latencies.Stage("generation", 0, null, null),
                new Latencies.Stage("validation", 20, 5.0, 9.5),
                new Latencies.Stage("tone", 0, null, null),
                new Latencies.Stage("total", 20, 10.0, 19.0));
        Latencies everyTenant = statistics(s -> s.latencies(threeHours, null));
        assertThat(everyTenant.records()).isEqualTo(21);
        assertThat(everyTenant.stages().get(1)).isEqualTo(new Latencies.Stage("generation", 1, 1000.0, 1000.0));
    }

    @Test
    void latencyPercentilesReadOnlyTheLatestAnswersWhenThereAreMore() {
        twentyTimedAnswers("medora");

        Latencies latencies = db.transaction(em -> {
            Statistics statistics = new Statistics();
            statistics.em = em;
            statistics.latest = 5;
            return statistics.latencies(threeHours, null);
        });

        assertThat(latencies.records()).isEqualTo(5);
        assertThat(latencies.latestOnly()).isTrue();
        assertThat(latencies.stages().get(4)).as("totals 16 to 20 ms")
                .isEqualTo(new Latencies.Stage("total", 5, 18.0, 20.0));
        assertThat(latencies.stages().get(0).samples()).as("no retrieval among them").isZero();
    }

    @Test
    void anEmptyRangeHasBucketsWithNothingInThem() {
        Traffic traffic = statistics(s -> s.traffic(threeHours, null));

        assertThat(traffic.passRates()).hasSize(3);
        assertThat(traffic.anyValidated()).isFalse();
        assertThat(traffic.anyFlagged()).isFalse();
        assertThat(traffic.anyGenerated()).isFalse();
        assertThat(statistics(s -> s.latencies(threeHours, null)).anySamples()).isFalse();
        assertThat(outcomes(null)).isEmpty();
        assertThat(reasons()).isEmpty();
    }

    @Test
    void countsTheDeclinedQuestionsOfATenantInAnyCaseOrSpacingMostAskedFirst() {
        String[][] declined = {{"d1", "Do you rent tents?", "10:01:00"}, {"d2", "do you  rent TENTS?", "10:02:00"},
                {"d3", "Is there a kayak club?", "10:03:00"}, {"d4", "Do you rent tents?", "10:04:00"}};
        for (String[] d : declined) {
            db.run(em -> {
                ValidationRecord r = new ValidationRecord(d[0], "chat", "northwind", null, d[1], "I don't know.",
                        "I don't know.", AnswerStatus.DECLINED, "", "[]", 0.5);
                r.declinedFor("no_context");
                em.persist(r);
            });
            db.run(em -> em.createQuery("update ValidationRecord r set r.createdAt = :at where r.requestId = :id")
                    .setParameter("at", at(d[2])).setParameter("id", d[0]).executeUpdate());
        }
        record("p1", "northwind", "passed", "extractive", at("10:05:00"));
        record("b1", "bluebay", "declined", "extractive", at("10:05:00"));

        List<DeclinedQuestion> questions = statistics(s -> s.declinedQuestions("northwind", 10));

        assertThat(questions).containsExactly(
                new DeclinedQuestion("Do you rent tents?", 3, at("10:04:00"), "no_context"),
                new DeclinedQuestion("Is there a kayak club?", 1, at("10:03:00"), "no_context"));
        List<DeclinedQuestion> first = statistics(s -> s.declinedQuestions("northwind", 1));
        assertThat(first).hasSize(1);
    }
}
