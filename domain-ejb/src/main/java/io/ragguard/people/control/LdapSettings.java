package io.ragguard.people.control;

import io.ragguard.people.boundary.Role;

import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Where the LDAP directory is and how its users and groups are found, from the {@code ragguard.ldap.*}
 * settings ({@code RAGGUARD_LDAP_URL}, ...). No URL: no directory. In the filters {@code {0}} is the user's
 * name and {@code {1}} the user's DN, each escaped as RFC 4515 asks. Members of an admin group get the roles
 * admin and compliance, as the configured admin login does; members of a compliance group the role compliance.
 */
public record LdapSettings(String url, String bindDn, String bindPassword, String userBase, String userFilter,
                           String displayNameAttribute, String groupBase, String groupFilter,
                           String groupNameAttribute, Set<String> adminGroups, Set<String> complianceGroups) {

    public static final String PREFIX = "ragguard.ldap.";

    public LdapSettings {
        adminGroups = folded(adminGroups);
        complianceGroups = folded(complianceGroups);
    }

    /** The settings from their values ({@code ragguard.ldap.url} ...); a blank value is no value. */
    public static LdapSettings read(Function<String, Optional<String>> values) {
        Function<String, String> value = name -> values.apply(PREFIX + name).filter(v -> !v.isBlank())
                .map(String::strip).orElse(null);
        Function<String, String> orDefault = name -> Optional.ofNullable(value.apply(name)).orElse(switch (name) {
            case "user-filter" -> "(uid={0})";
            case "display-name-attribute", "group-name-attribute" -> "cn";
            case "group-filter" -> "(|(member={1})(memberUid={0}))";
            case "admin-groups" -> "ragguard-admins";
            case "compliance-groups" -> "ragguard-compliance";
            default -> null;
        });
        return new LdapSettings(value.apply("url"), value.apply("bind-dn"), value.apply("bind-password"),
                orDefault.apply("user-base"), orDefault.apply("user-filter"),
                orDefault.apply("display-name-attribute"), orDefault.apply("group-base"),
                orDefault.apply("group-filter"), orDefault.apply("group-name-attribute"),
                list(orDefault.apply("admin-groups")), list(orDefault.apply("compliance-groups")));
    }

    /** Whether a directory is configured. */
    public boolean enabled() {
        return url != null && !url.isBlank();
    }

    /** Where groups are searched: the group base, or the user base when none is set. */
    public String groupSearchBase() {
        return groupBase != null ? groupBase : userBase == null ? "" : userBase;
    }

    /** The roles that membership of these groups (their names, in any case) gives. */
    public Set<Role> roles(Collection<String> groups) {
        Set<Role> roles = EnumSet.noneOf(Role.class);
        for (String group : groups) {
            String name = group.strip().toLowerCase(Locale.ROOT);
            if (adminGroups.contains(name)) {
                roles.addAll(EnumSet.allOf(Role.class));
            }
            if (complianceGroups.contains(name)) {
                roles.add(Role.COMPLIANCE);
            }
        }
        return roles;
    }

    /** Never the bind password. */
    @Override
    public String toString() {
        return "LdapSettings[url=" + url + ", bindDn=" + bindDn + ", userBase=" + userBase + ", userFilter="
                + userFilter + ", groupBase=" + groupBase + ", groupFilter=" + groupFilter + "]";
    }

    private static Set<String> list(String commaList) {
        return commaList == null ? Set.of() : Arrays.stream(commaList.split(",")).collect(Collectors.toSet());
    }

    private static Set<String> folded(Set<String> groups) {
        return groups == null ? Set.of() : groups.stream().map(g -> g.strip().toLowerCase(Locale.ROOT))
                .filter(g -> !g.isEmpty()).collect(Collectors.toUnmodifiableSet());
    }
}
