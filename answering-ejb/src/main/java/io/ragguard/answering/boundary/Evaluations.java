package io.ragguard.answering.boundary;

import io.ragguard.answering.control.EvaluationFiles;
import io.ragguard.answering.control.EvaluationJob;
import io.ragguard.answering.control.EvaluationJson;
import io.ragguard.answering.control.EvaluationTally;
import io.ragguard.evaluation.boundary.EvaluationResult;
import io.ragguard.evaluation.boundary.EvaluationRuns;
import io.ragguard.evaluation.boundary.StoredEvaluation;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.policy.boundary.PolicyView;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.JsonArray;

import java.io.InputStream;
import java.lang.System.Logger.Level;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Batch evaluations: labelled rows run as a job in the background, validate rows through the validate-only
 * path of the chain and chat rows through the whole pipeline (retrieve, generate, validate), with a policy's
 * values over the live ones where one is named, recording no answer and counting in no metrics. Rows come as
 * an uploaded file (JSON Lines, CSV or a JSON array) or a JSON array ({@link EvaluationFiles}); the run, its
 * progress and, once done, its figures are stored ({@link EvaluationRuns}), to read, report on, compare and
 * calibrate on after a restart too.
 */
@ApplicationScoped
public class Evaluations {

    private static final System.Logger LOG = System.getLogger(Evaluations.class.getName());

    @Inject
    EvaluationRuns runs;

    @Inject
    Policies policies;

    @Inject
    Tenants tenants;

    @Inject
    EvaluationJob job;

    /** Where a job's loop runs: the server's default executor. */
    @Resource
    ManagedExecutorService background;

    /** Starts an evaluation of an uploaded file's rows. */
    public EvaluationView upload(String name, String tenant, Long policyId, String fileName, InputStream content,
                                 String actor) {
        return start(new EvaluationRequest(name, tenant, policyId, EvaluationFiles.read(fileName, content)), actor);
    }

    /** Starts an evaluation of rows given as a JSON array. */
    public EvaluationView start(String name, String tenant, Long policyId, JsonArray rows, String actor) {
        if (rows == null) {
            throw new InvalidRequestException("rows", "rows must be an array of validate or chat rows");
        }
        return start(new EvaluationRequest(name, tenant, policyId, EvaluationFiles.rows(rows)), actor);
    }

    /**
     * Starts an evaluation; it runs in the background.
     *
     * @throws InvalidRequestException for no rows, too many, an unknown policy or a blank name
     */
    public EvaluationView start(EvaluationRequest request, String actor) {
        if (request.rows().isEmpty()) {
            throw new InvalidRequestException("rows", "the evaluation has no rows");
        }
        if (request.rows().size() > EvaluationRequest.MAX_ROWS) {
            throw new InvalidRequestException("rows", "an evaluation takes at most " + EvaluationRequest.MAX_ROWS
                    + " rows");
        }
        Map<String, String> changed = new LinkedHashMap<>();
        String policyTenant = null;
        if (request.policyId() != null) {
            PolicyView policy = policies.one(request.policyId()).orElseThrow(() ->
                    new InvalidRequestException("policy_id", "there is no policy " + request.policyId()));
            policy.settings().forEach((setting, value) -> changed.put(Policies.target(policy.tenant(), setting), value));
            policyTenant = policy.tenant();
        }
        String tenant = tenants.require(request.tenant() != null && !request.tenant().isBlank() ? request.tenant()
                : policyTenant).id();
        request.rows().stream().map(EvaluationRow::tenant).filter(t -> t != null && !t.isBlank()).distinct()
                .forEach(tenants::require);
        String name = request.name() == null || request.name().isBlank()
                ? "evaluation of " + request.rows().size() + " rows" : request.name().strip();
        if (name.length() > 200) {
            throw new InvalidRequestException("name", "name is longer than 200 characters");
        }
        long id = runs.begin(name, tenant, request.policyId(), request.rows().size(), actor);
        background.execute(() -> run(id, tenant, request.rows(), changed));
        return one(id).orElseThrow();
    }

    /** An evaluation as far as it has come. */
    public Optional<EvaluationView> one(long id) {
        return runs.one(id).map(EvaluationJson::view);
    }

    /** The latest evaluations, newest first, with their summaries but not their misses. */
    public List<EvaluationView> all() {
        return runs.all().stream().map(EvaluationJson::view).toList();
    }

    /** Two evaluations side by side; empty when either does not exist. */
    public Optional<EvaluationComparison> compare(long a, long b) {
        Optional<StoredEvaluation> first = runs.one(a);
        Optional<StoredEvaluation> second = runs.one(b);
        if (first.isEmpty() || second.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(EvaluationJson.compare(first.get(), second.get()));
    }

    private void run(long id, String tenant, List<EvaluationRow> rows, Map<String, String> changed) {
        try {
            EvaluationTally tally = job.run(id, tenant, rows, changed);
            runs.finished(id, new EvaluationResult(EvaluationJson.write(tally.summary()),
                    EvaluationJson.write(tally.misses()), EvaluationJson.write(tally.verdicts()), tally.scores()));
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "evaluation " + id + " failed", e);
            runs.failed(id, "the evaluation stopped: " + EvaluationJob.message(e));
        }
    }
}
