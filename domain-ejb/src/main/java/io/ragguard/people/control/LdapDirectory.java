package io.ragguard.people.control;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import javax.naming.AuthenticationException;
import javax.naming.Context;
import javax.naming.NamingEnumeration;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.SearchControls;
import javax.naming.directory.SearchResult;
import javax.naming.ldap.InitialLdapContext;
import javax.naming.ldap.LdapContext;
import javax.naming.ldap.LdapName;
import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.Hashtable;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Users of an LDAP directory, when one is configured ({@link LdapSettings}). A login binds as the service DN
 * (anonymously without one), finds exactly one entry by the user filter, binds as that entry's DN with the
 * password, and reads the entry's groups; their names give the roles, and a user whose groups give none is
 * refused. An empty password is refused before anything is sent, as LDAP would take it for an anonymous bind.
 * Every call waits at most {@link #TIMEOUT_MS} to connect and as long for each answer. A directory that
 * fails, or refuses the service login, is logged (never with a password) and logs nobody in: no exception
 * reaches the caller.
 */
@ApplicationScoped
public class LdapDirectory {

    private static final System.Logger LOG = System.getLogger(LdapDirectory.class.getName());
    static final int TIMEOUT_MS = 3_000;

    @Inject
    Config config;

    private LdapSettings settings;

    public LdapDirectory() {
    }

    /** For code that runs without a container (tests, tools). */
    public LdapDirectory(LdapSettings settings) {
        this.settings = settings;
    }

    @PostConstruct
    void configure() {
        if (settings == null) {
            settings = LdapSettings.read(name -> config.getOptionalValue(name, String.class));
        }
    }

    /** Whether a directory is configured. */
    public boolean enabled() {
        return settings.enabled();
    }

    /** The directory's user of this name, when the password is the user's and the user has a role here. */
    public Optional<DirectoryAccount> authenticate(String name, String password) {
        if (!enabled() || name == null || name.isBlank() || name.length() > 256 || password == null
                || password.isEmpty()) {
            return Optional.empty();
        }
        LdapContext service = null;
        try {
            service = connect(settings.bindDn(), settings.bindPassword());
            Optional<SearchResult> entry = entry(service, name);
            if (entry.isEmpty()) {
                return Optional.empty();
            }
            String dn = entry.get().getNameInNamespace();
            if (!binds(dn, password)) {
                return Optional.empty();
            }
            DirectoryAccount account = new DirectoryAccount(name.strip().toLowerCase(Locale.ROOT),
                    displayName(entry.get()).orElse(name.strip()), settings.roles(groups(service, name, dn)));
            if (account.roles().isEmpty()) {
                LOG.log(Level.INFO, "LDAP user {0} is in none of the groups that give a role here", printable(name));
                return Optional.empty();
            }
            return Optional.of(account);
        } catch (NamingException | RuntimeException e) {
            LOG.log(Level.WARNING, "LDAP login of {0} failed at {1}: {2}", printable(name), settings.url(),
                    String.valueOf(e));
            return Optional.empty();
        } finally {
            close(service);
        }
    }

    /** The display name of the directory's user of this name; empty when there is none, or no directory. */
    public Optional<String> displayName(String name) {
        if (!enabled() || name == null || name.isBlank() || name.length() > 256) {
            return Optional.empty();
        }
        LdapContext service = null;
        try {
            service = connect(settings.bindDn(), settings.bindPassword());
            Optional<SearchResult> entry = entry(service, name);
            return entry.isEmpty() ? Optional.empty() : Optional.of(displayName(entry.get()).orElse(name.strip()));
        } catch (NamingException | RuntimeException e) {
            LOG.log(Level.WARNING, "LDAP lookup of {0} failed at {1}: {2}", printable(name), settings.url(),
                    String.valueOf(e));
            return Optional.empty();
        } finally {
            close(service);
        }
    }

    /** The one entry the user filter finds for the name; empty when it finds none or several. */
    private Optional<SearchResult> entry(LdapContext service, String name) throws NamingException {
        SearchControls controls = controls(settings.displayNameAttribute());
        controls.setCountLimit(2);
        List<SearchResult> found = new ArrayList<>(2);
        NamingEnumeration<SearchResult> results = service.search(new LdapName(settings.userBase() == null ? ""
                : settings.userBase()), LdapFilters.fill(settings.userFilter(), name.strip(), ""), controls);
        try {
            while (results.hasMore()) {
                found.add(results.next());
            }
        } finally {
            results.close();
        }
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    private List<String> groups(LdapContext service, String name, String dn) throws NamingException {
        List<String> groups = new ArrayList<>();
        NamingEnumeration<SearchResult> results = service.search(new LdapName(settings.groupSearchBase()),
                LdapFilters.fill(settings.groupFilter(), name.strip(), dn),
                controls(settings.groupNameAttribute()));
        try {
            while (results.hasMore()) {
                Attribute names = results.next().getAttributes().get(settings.groupNameAttribute());
                for (int i = 0; names != null && i < names.size(); i++) {
                    groups.add(String.valueOf(names.get(i)));
                }
            }
        } finally {
            results.close();
        }
        return groups;
    }

    /** Whether the DN binds with the password: false for a wrong one, an exception for a failing directory. */
    private boolean binds(String dn, String password) throws NamingException {
        try {
            close(connect(dn, password));
            return true;
        } catch (AuthenticationException wrongPassword) {
            return false;
        }
    }

    private Optional<String> displayName(SearchResult entry) throws NamingException {
        Attribute value = entry.getAttributes().get(settings.displayNameAttribute());
        return value == null || value.size() == 0 ? Optional.empty() : Optional.of(String.valueOf(value.get()));
    }

    private LdapContext connect(String dn, String password) throws NamingException {
        Hashtable<String, Object> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, settings.url());
        env.put("com.sun.jndi.ldap.connect.timeout", String.valueOf(TIMEOUT_MS));
        env.put("com.sun.jndi.ldap.read.timeout", String.valueOf(TIMEOUT_MS));
        env.put(Context.REFERRAL, "ignore");
        if (dn == null || dn.isBlank()) {
            env.put(Context.SECURITY_AUTHENTICATION, "none");
        } else {
            env.put(Context.SECURITY_AUTHENTICATION, "simple");
            env.put(Context.SECURITY_PRINCIPAL, dn);
            env.put(Context.SECURITY_CREDENTIALS, password == null ? "" : password);
        }
        return new InitialLdapContext(env, null);
    }

    private static SearchControls controls(String attribute) {
        SearchControls controls = new SearchControls();
        controls.setSearchScope(SearchControls.SUBTREE_SCOPE);
        controls.setReturningAttributes(new String[] {attribute});
        controls.setTimeLimit(TIMEOUT_MS);
        return controls;
    }

    private static void close(LdapContext context) {
        if (context != null) {
            try {
                context.close();
            } catch (NamingException e) {
                LOG.log(Level.DEBUG, "closing an LDAP connection failed", e);
            }
        }
    }

    /** A name as a log line may show it: no line breaks or other control characters. */
    private static String printable(String name) {
        return name.codePoints().map(c -> Character.isISOControl(c) ? '?' : c)
                .collect(StringBuilder::new, StringBuilder::appendCodePoint, StringBuilder::append).toString();
    }
}
