package io.ragguard.people.control;

/**
 * LDAP search filters from the configured templates: {@code {0}} becomes the user's name, {@code {1}} the
 * user's DN, each escaped as RFC 4515 asks, so that a name such as {@code *)(uid=*} matches only itself.
 */
public final class LdapFilters {

    private LdapFilters() {
    }

    /** The template with {@code {0}} and {@code {1}} replaced by the escaped name and DN, in one pass. */
    public static String fill(String template, String name, String dn) {
        StringBuilder filter = new StringBuilder(template.length() + name.length() + dn.length());
        for (int i = 0; i < template.length(); i++) {
            if (template.startsWith("{0}", i)) {
                filter.append(escape(name));
                i += 2;
            } else if (template.startsWith("{1}", i)) {
                filter.append(escape(dn));
                i += 2;
            } else {
                filter.append(template.charAt(i));
            }
        }
        return filter.toString();
    }

    /** An assertion value as RFC 4515 writes it: {@code * ( ) \} and NUL as a backslash and two hex digits. */
    public static String escape(String value) {
        StringBuilder escaped = new StringBuilder(value.length() + 8);
        for (char c : value.toCharArray()) {
            switch (c) {
                case '*' -> escaped.append("\\2a");
                case '(' -> escaped.append("\\28");
                case ')' -> escaped.append("\\29");
                case '\\' -> escaped.append("\\5c");
                case '\0' -> escaped.append("\\00");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }
}
