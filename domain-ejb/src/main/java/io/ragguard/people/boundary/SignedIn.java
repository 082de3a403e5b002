package io.ragguard.people.boundary;

import java.util.Collections;
import java.util.Set;
import java.util.TreeSet;

/**
 * Who a login is: the user's name (as configured, or as stored: in lower case), the name to show, the roles
 * ({@code admin}, {@code compliance}) and where the user comes from: {@link #CONFIGURED}, {@link #DATABASE}
 * or {@link #DIRECTORY}.
 */
public record SignedIn(String name, String displayName, Set<String> roles, String source) {

    /** One of the two logins of the server's configuration ({@code admin.user}, {@code compliance.user}). */
    public static final String CONFIGURED = "configured";
    /** A named user stored in the database. */
    public static final String DATABASE = "database";
    /** A user of the LDAP directory. */
    public static final String DIRECTORY = "directory";

    public SignedIn {
        roles = Collections.unmodifiableSortedSet(new TreeSet<>(roles));
    }

    public boolean hasRole(Role role) {
        return roles.contains(role.wire());
    }
}
