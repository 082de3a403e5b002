package io.ragguard.answering.control;

import io.ragguard.answering.boundary.Answer;
import io.ragguard.answering.boundary.Answering;
import io.ragguard.answering.boundary.EvaluationRow;
import io.ragguard.answering.boundary.Refusal;
import io.ragguard.answering.boundary.Reply;
import io.ragguard.evaluation.boundary.EvaluationRuns;
import io.ragguard.retrieval.boundary.Passage;
import io.ragguard.retrieval.boundary.RetrievalResult;
import io.ragguard.validation.chain.boundary.ValidationReport;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.spi.Evidence;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.verdict.AnswerStatus;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.inject.Provider;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Semaphore;

/**
 * Runs the rows of one batch evaluation, {@code evaluation.threads} at a time on the evaluation executor
 * ({@code concurrent/evaluation}, as many threads, which the rows' validators
 * share), so that live answers keep the validation executor: a validate row through the chain as
 * {@code /api/validate} runs it (its contexts as the evidence), a chat row through the whole pipeline, each with
 * the policy's values over the live ones, writing no record. Progress is stored as it goes.
 */
@ApplicationScoped
public class EvaluationJob {

    private static final int PROGRESS_STEPS = 50;

    @Inject
    ValidatorChain chain;

    @Inject
    Answering answering;

    @Inject
    EvaluationRuns runs;

    @Resource(lookup = "concurrent/evaluation")
    ManagedExecutorService executor;

    @Inject
    @ConfigProperty(name = "evaluation.threads", defaultValue = "2")
    Provider<Integer> rowsAtOnce;

    /** Judges every row and counts what it finds; a row that cannot be judged stops the run. */
    public EvaluationTally run(long id, String tenant, List<EvaluationRow> rows, Map<String, String> changed) {
        EvaluationTally tally = new EvaluationTally();
        int step = Math.max(1, rows.size() / PROGRESS_STEPS);
        Semaphore slots = new Semaphore(Math.max(1, rowsAtOnce.get()));
        List<CompletableFuture<Void>> pending = new ArrayList<>();
        try {
            for (int i = 0; i < rows.size(); i++) {
                int index = i + 1;
                EvaluationRow row = rows.get(i);
                slots.acquire();
                pending.add(CompletableFuture.runAsync(() -> judge(index, row, tenant, changed, tally), executor)
                        .whenComplete((done, failed) -> slots.release()));
                pending.removeIf(f -> f.isDone() && !f.isCompletedExceptionally());
                pending.stream().filter(CompletableFuture::isCompletedExceptionally).findFirst()
                        .ifPresent(CompletableFuture::join);
                if (index % step == 0) {
                    runs.advanced(id, (double) tally.rows() / rows.size());
                }
            }
            CompletableFuture.allOf(pending.toArray(CompletableFuture[]::new)).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException cause ? cause : new IllegalStateException(e.getCause());
        }
        return tally;
    }

    /** What a failure says, without the wrapping of the executor. */
    public static String message(Throwable failure) {
        Throwable cause = failure;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    private void judge(int index, EvaluationRow row, String tenant, Map<String, String> changed, EvaluationTally tally) {
        long start = System.nanoTime();
        try {
            if (row.kind() == EvaluationRow.Kind.VALIDATE) {
                ValidationReport report = chain.validateWith(input(row, tenant), changed, executor);
                tally.validated(index, row, report, millisSince(start));
            } else {
                String asked = row.tenant() == null || row.tenant().isBlank() ? tenant : row.tenant();
                Reply reply = answering.trial(asked, row.question(), changed, executor);
                answered(index, row, reply, millisSince(start), tally);
            }
        } catch (RuntimeException e) {
            throw new IllegalStateException("row " + index + ": " + message(e), e);
        }
    }

    private static void answered(int index, EvaluationRow row, Reply reply, long millis, EvaluationTally tally) {
        if (reply instanceof Answer answer) {
            RetrievalResult context = answer.context();
            tally.answered(index, row, answer.status().label(), answer.text(), answer.report(), ids(context),
                    texts(context), millis);
        } else {
            Refusal refusal = (Refusal) reply;
            tally.answered(index, row, AnswerStatus.FAILED.label(), null, refusal.report(), ids(refusal.context()),
                    texts(refusal.context()), millis);
        }
    }

    /** The row as {@code /api/validate} judges it: context {@code i} (from 0) is evidence {@code [i + 1]}. */
    static ValidationInput input(EvaluationRow row, String tenant) {
        List<Evidence> evidence = new ArrayList<>();
        for (int i = 0; i < row.contexts().size(); i++) {
            evidence.add(new Evidence(i + 1, "ctx-" + (i + 1), "context " + (i + 1), row.contexts().get(i), 1.0));
        }
        return new ValidationInput(row.question(), row.answer(), evidence, tenant, !evidence.isEmpty(),
                ProvidedContexts.averageSimilarity(evidence));
    }

    private static List<String> ids(RetrievalResult context) {
        return context == null ? List.of() : context.passages().stream().map(Passage::chunkId).toList();
    }

    private static List<String> texts(RetrievalResult context) {
        return context == null ? List.of() : context.passages().stream().map(Passage::text).toList();
    }

    private static long millisSince(long start) {
        return (System.nanoTime() - start) / 1_000_000;
    }
}
