package io.ragguard.people.control;

import io.ragguard.people.boundary.Role;

import java.util.Set;

/** A user the LDAP directory authenticated: its name as given, in lower case, its display name and its roles. */
public record DirectoryAccount(String name, String displayName, Set<Role> roles) {

    public DirectoryAccount {
        roles = Set.copyOf(roles);
    }
}
