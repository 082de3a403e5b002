package io.ragguard.answering.control;

import io.ragguard.answering.boundary.ReplayJob.ReplayExample;
import io.ragguard.answering.boundary.ReplaySummary;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorResult;
import io.ragguard.verdict.AnswerStatus;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Counts what a replay finds, answer by answer, into its {@link ReplaySummary} and examples. */
public final class ReplayTally {

    public static final int MAX_EXAMPLES = 50;

    private int records;
    private int changed;
    private int passedToFlagged;
    private int flaggedToPassed;
    private final Map<String, Long> statusesBefore = new TreeMap<>();
    private final Map<String, Long> statusesAfter = new TreeMap<>();
    private final Map<String, Map<String, Long>> outcomesBefore = new TreeMap<>();
    private final Map<String, Map<String, Long>> outcomesAfter = new TreeMap<>();
    private int decided;
    private int agreedBefore;
    private int agreedAfter;
    private final List<ReplayExample> examples = new ArrayList<>();

    /** One stored answer, as recorded, and the draft's report on it. */
    public void add(ReviewItem stored, ValidationReport draft) {
        records++;
        AnswerStatus before = stored.status();
        AnswerStatus after = draft.answerStatus();
        count(statusesBefore, before.label());
        count(statusesAfter, after.label());
        for (ValidatorOutcome o : stored.outcomes()) {
            count(outcomesBefore.computeIfAbsent(o.validator(), k -> new TreeMap<>()), o.outcome().label());
        }
        for (ValidatorResult r : draft.results()) {
            count(outcomesAfter.computeIfAbsent(r.name(), k -> new TreeMap<>()), r.outcome().label());
        }
        boolean passedBefore = before == AnswerStatus.PASSED;
        boolean passedAfter = after == AnswerStatus.PASSED;
        if (passedBefore && !passedAfter) {
            passedToFlagged++;
        } else if (!passedBefore && passedAfter) {
            flaggedToPassed++;
        }
        if (before != after) {
            changed++;
            if (examples.size() < MAX_EXAMPLES) {
                examples.add(new ReplayExample(stored.requestId(), stored.tenant(), stored.question(), before.label(),
                        after.label(), draft.reasons(), "/api/admin/records/" + stored.requestId()));
            }
        }
        String decision = stored.decision();
        if ("approved".equals(decision) || "rejected".equals(decision)) {
            decided++;
            boolean shouldPass = decision.equals("approved");
            agreedBefore += passedBefore == shouldPass ? 1 : 0;
            agreedAfter += passedAfter == shouldPass ? 1 : 0;
        }
    }

    public int records() {
        return records;
    }

    public ReplaySummary summary() {
        Map<String, ReplaySummary.Outcomes> validators = new TreeMap<>();
        for (String name : union()) {
            validators.put(name, new ReplaySummary.Outcomes(outcomesBefore.getOrDefault(name, Map.of()),
                    outcomesAfter.getOrDefault(name, Map.of())));
        }
        return new ReplaySummary(records, changed, passedToFlagged, flaggedToPassed, Map.copyOf(statusesBefore),
                Map.copyOf(statusesAfter), validators, decided,
                decided == 0 ? null : (double) agreedBefore / decided, decided == 0 ? null : (double) agreedAfter / decided);
    }

    public List<ReplayExample> examples() {
        return List.copyOf(examples);
    }

    private List<String> union() {
        TreeMap<String, Boolean> names = new TreeMap<>();
        outcomesBefore.keySet().forEach(n -> names.put(n, true));
        outcomesAfter.keySet().forEach(n -> names.put(n, true));
        return List.copyOf(names.keySet());
    }

    private static void count(Map<String, Long> counts, String key) {
        counts.merge(key, 1L, Long::sum);
    }
}
