package io.ragguard.health;

import io.ragguard.database.Database;
import io.ragguard.retrieval.boundary.Retrieval;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

@Readiness
@ApplicationScoped
public class ReadinessCheck implements HealthCheck {

    @Inject
    Database database;

    @Inject
    Retrieval retrieval;

    @Override
    public HealthCheckResponse call() {
        boolean databaseReady = database.ready();
        boolean indexReady = retrieval.ready();
        return HealthCheckResponse.named("ragguard")
                .status(databaseReady && indexReady)
                .withData("database", databaseReady)
                .withData("index", indexReady)
                .build();
    }
}
