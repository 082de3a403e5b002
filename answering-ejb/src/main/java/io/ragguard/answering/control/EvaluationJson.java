package io.ragguard.answering.control;

import io.ragguard.answering.boundary.EvaluationComparison;
import io.ragguard.answering.boundary.EvaluationMiss;
import io.ragguard.answering.boundary.EvaluationSummary;
import io.ragguard.answering.boundary.EvaluationVerdict;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.evaluation.boundary.StoredEvaluation;
import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.config.PropertyNamingStrategy;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * A stored evaluation's figures to and from the JSON texts the evaluation store keeps (in the API's snake case),
 * and two runs compared: their headline figures' changes and the rows judged differently, matched by content.
 */
public final class EvaluationJson {

    private static final Jsonb JSON = JsonbBuilder.create(new JsonbConfig()
            .withPropertyNamingStrategy(PropertyNamingStrategy.LOWER_CASE_WITH_UNDERSCORES).withNullValues(false));
    private static final Type MISSES = new ArrayList<EvaluationMiss>() { }.getClass().getGenericSuperclass();
    private static final Type VERDICTS = new ArrayList<EvaluationVerdict>() { }.getClass().getGenericSuperclass();
    /** The most changed rows a comparison lists. */
    static final int MAX_CHANGES = 200;

    private EvaluationJson() {
    }

    public static String write(Object figures) {
        return JSON.toJson(figures);
    }

    public static EvaluationView view(StoredEvaluation stored) {
        return new EvaluationView(stored.id(), stored.name(), stored.tenant(), stored.policyId(),
                stored.status().label(), stored.progress(), stored.rows(), stored.createdBy(), stored.startedAt(),
                stored.finishedAt(), stored.summary() == null ? null : JSON.fromJson(stored.summary(),
                EvaluationSummary.class), stored.misses() == null ? null : JSON.fromJson(stored.misses(), MISSES),
                stored.error());
    }

    public static List<EvaluationVerdict> verdicts(StoredEvaluation stored) {
        return stored.verdicts() == null ? List.of() : JSON.fromJson(stored.verdicts(), VERDICTS);
    }

    public static EvaluationComparison compare(StoredEvaluation a, StoredEvaluation b) {
        EvaluationView first = withoutMisses(view(a));
        EvaluationView second = withoutMisses(view(b));
        Map<String, EvaluationVerdict> before = new HashMap<>();
        verdicts(a).forEach(v -> before.putIfAbsent(v.key(), v));
        int matched = 0;
        List<EvaluationComparison.Change> changed = new ArrayList<>();
        for (EvaluationVerdict after : verdicts(b)) {
            EvaluationVerdict was = before.remove(after.key());
            if (was == null) {
                continue;
            }
            matched++;
            if ((was.right() != after.right() || !was.status().equals(after.status())) && changed.size() < MAX_CHANGES) {
                changed.add(new EvaluationComparison.Change(after.question(), after.kind(), after.label(), was.status(),
                        after.status(), was.right(), after.right()));
            }
        }
        return new EvaluationComparison(first, second, deltas(first.summary(), second.summary()), matched, changed);
    }

    private static EvaluationView withoutMisses(EvaluationView v) {
        return new EvaluationView(v.id(), v.name(), v.tenant(), v.policyId(), v.status(), v.progress(), v.rows(),
                v.createdBy(), v.startedAt(), v.finishedAt(), v.summary(), null, v.error());
    }

    /** Each headline figure of {@code b} less that of {@code a}, where both runs have it. */
    private static Map<String, Double> deltas(EvaluationSummary a, EvaluationSummary b) {
        Map<String, Double> deltas = new LinkedHashMap<>();
        if (a == null || b == null) {
            return deltas;
        }
        if (a.validate() != null && b.validate() != null) {
            delta(deltas, "balanced_accuracy", a.validate(), b.validate(), EvaluationSummary.ValidateFigures::balancedAccuracy);
            delta(deltas, "faithful_pass_rate", a.validate(), b.validate(), EvaluationSummary.ValidateFigures::faithfulPassRate);
            delta(deltas, "hallucinated_stop_rate", a.validate(), b.validate(),
                    EvaluationSummary.ValidateFigures::hallucinatedStopRate);
        }
        if (a.chat() != null && b.chat() != null) {
            delta(deltas, "answered_with_fact_rate", a.chat(), b.chat(), EvaluationSummary.ChatFigures::answeredWithFactRate);
            delta(deltas, "declined_when_answerable_rate", a.chat(), b.chat(),
                    EvaluationSummary.ChatFigures::declinedWhenAnswerableRate);
            delta(deltas, "confident_when_unanswerable_rate", a.chat(), b.chat(),
                    EvaluationSummary.ChatFigures::confidentWhenUnanswerableRate);
        }
        return deltas;
    }

    private static <T> void delta(Map<String, Double> deltas, String name, T a, T b, Function<T, Double> figure) {
        Double before = figure.apply(a);
        Double after = figure.apply(b);
        if (before != null && after != null) {
            deltas.put(name, Math.round((after - before) * 1000) / 1000.0);
        }
    }
}
