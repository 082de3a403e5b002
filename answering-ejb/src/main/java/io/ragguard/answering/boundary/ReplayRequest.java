package io.ragguard.answering.boundary;

import java.time.Instant;

/**
 * Which stored answers a replay re-validates: those recorded in [{@code from}, {@code to}) (null: no bound),
 * of one {@code tenant} (null: the policy's tenant, or every tenant for a policy of all), at most
 * {@code limit} of them (null: {@value #DEFAULT_LIMIT}), newest first.
 */
public record ReplayRequest(Instant from, Instant to, String tenant, Integer limit) {

    public static final int DEFAULT_LIMIT = 1000;
    public static final int MAX_LIMIT = 20000;
}
