package io.ragguard.people.control;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.enterprise.concurrent.ManagedScheduledExecutorService;
import jakarta.inject.Inject;

import java.util.concurrent.Future;

/**
 * Runs the password hash a few times in the background once the application has started, so that the first
 * people to sign in after a start get the hash as the JIT compiles it. Where its second tier runs
 * ({@code -XX:TieredStopAtLevel=4}), the first PBKDF2 of a fresh JVM takes three to four times as long as a
 * compiled one (0.75 s against 0.22 to 0.29 s on two cores); under the shipped first tier only, every hash
 * takes about 0.78 s (docs/benchmarks.md, "Sign-in").
 */
@Singleton
@Startup
public class PasswordHashWarmUp {

    /** Hashes made to warm up: enough for the JIT to compile the HMAC loop. */
    static final int ROUNDS = 6;

    @Inject
    PasswordHash hashes;

    @Resource
    ManagedScheduledExecutorService executor;

    private Future<?> run;

    @PostConstruct
    void start() {
        run = executor.submit(() -> {
            for (int i = 0; i < ROUNDS && !Thread.currentThread().isInterrupted(); i++) {
                hashes.verify("warm-up", hashes.hash("warm-up"));
            }
        });
    }

    @PreDestroy
    void stop() {
        if (run != null) {
            run.cancel(true);
        }
    }
}
