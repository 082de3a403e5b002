package io.ragguard.tenant.boundary;

import java.util.Map;

/** A tenant as seen outside its component, with its term catalog (canonical to tenant term). */
public record TenantView(String id, String name, String domain, Map<String, String> terms) {
}
