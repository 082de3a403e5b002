package io.ragguard.console.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.Readiness;

/**
 * How far the console's warm-up ({@link ViewWarmUp}) has come: the pages built of all, and whether it has
 * ended. It never holds readiness back: a console whose pages are not yet built answers, only more slowly.
 */
@Readiness
@ApplicationScoped
public class ConsoleReadiness implements HealthCheck {

    @Inject
    ViewWarmUp warmUp;

    @Override
    public HealthCheckResponse call() {
        return HealthCheckResponse.named("console").up().withData("pages_built", warmUp.built())
                .withData("pages", warmUp.pages()).withData("warm", warmUp.done()).build();
    }
}
