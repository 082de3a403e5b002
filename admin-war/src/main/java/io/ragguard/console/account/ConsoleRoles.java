package io.ragguard.console.account;

import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The groups a person's roles stand for in the server's security binding (server.xml): role {@code admin}
 * is bound to group {@code admins}, role {@code compliance} to group {@code compliance-officers}.
 */
final class ConsoleRoles {

    private static final Map<String, String> GROUPS = Map.of("admin", "admins", "compliance", "compliance-officers");

    private ConsoleRoles() {
    }

    /** The groups of the roles, those without a group left out. */
    static Set<String> groups(Set<String> roles) {
        Set<String> groups = new TreeSet<>();
        roles.forEach(role -> {
            String group = GROUPS.get(role);
            if (group != null) {
                groups.add(group);
            }
        });
        return groups;
    }
}
