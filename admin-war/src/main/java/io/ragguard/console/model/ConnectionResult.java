package io.ragguard.console.model;

import io.ragguard.generation.boundary.ConnectionTest;
import io.ragguard.generation.boundary.Generator;

import java.io.Serializable;
import java.lang.System.Logger.Level;

/**
 * A connection test as the model page shows it: {@code state} ({@code none}, {@code ok} or
 * {@code failed}, which styles it) and a sentence naming the generator and its latency or error.
 */
public record ConnectionResult(String state, String text) implements Serializable {

    private static final System.Logger LOG = System.getLogger(ConnectionResult.class.getName());

    static final ConnectionResult NONE = new ConnectionResult("none", "");

    /** One tiny completion with the saved settings of a tenant (null: all tenants). */
    static ConnectionResult of(Generator generator, String tenant) {
        try {
            ConnectionTest test = generator.test(tenant);
            if (test.ok()) {
                return new ConnectionResult("ok",
                        "OK — " + test.generator() + " answered in " + test.latencyMs() + " ms");
            }
            return new ConnectionResult("failed",
                    "Failed — " + test.generator() + ": " + test.error() + ": " + test.message());
        } catch (RuntimeException e) {
            LOG.log(Level.WARNING, "connection test did not run", e);
            return new ConnectionResult("failed", "Failed — the test did not run; see the server's log");
        }
    }
}
