package io.ragguard.evaluation.control;

import io.ragguard.evaluation.boundary.EvaluationRuns;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.inject.Inject;

import java.lang.System.Logger.Level;

/**
 * At start, the evaluations that were running when the server stopped are marked failed: they run in memory
 * and do not resume, so none would otherwise ever finish.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
public class InterruptedEvaluations {

    private static final System.Logger LOG = System.getLogger(InterruptedEvaluations.class.getName());

    @Inject
    EvaluationRuns runs;

    @PostConstruct
    void markInterrupted() {
        int marked = runs.interrupted();
        if (marked > 0) {
            LOG.log(Level.WARNING, "{0} evaluations were running when the server stopped; marked failed", marked);
        }
    }
}
