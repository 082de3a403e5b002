package io.ragguard.knowledge.boundary;

import java.util.Map;

/** {@code {"tenants": {"tenant": chunks}}}: the chunks a rebuild of the index indexed, per tenant. */
public record Reindexed(Map<String, Integer> tenants) {
}
