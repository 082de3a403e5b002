package io.ragguard.gaps.boundary;

import java.time.Instant;

/** A name a tenant's knowledge lacked: how many answers used it without evidence, and the last time one did. */
public record GapSummary(String entity, long asked, Instant lastAsked) {
}
