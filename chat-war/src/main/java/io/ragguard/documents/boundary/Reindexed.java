package io.ragguard.documents.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.Map;

/** {@code {"tenants": {"tenant": chunks}}}: the chunks a rebuild of the index indexed, per tenant. */
@Schema(description = "What a rebuild of the index indexed.")
public record Reindexed(@Schema(description = "The chunks indexed, by tenant", example = "{\"northwind\": 187}")
                        Map<String, Integer> tenants) {
}
