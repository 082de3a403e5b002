package io.ragguard.people.control;

import javax.naming.Context;
import javax.naming.NamingException;
import javax.naming.directory.Attribute;
import javax.naming.directory.BasicAttribute;
import javax.naming.directory.BasicAttributes;
import javax.naming.ldap.InitialLdapContext;
import javax.naming.ldap.LdapContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.Hashtable;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throwaway OpenLDAP server for tests: {@code slapd} (Debian's package {@code slapd}) started as a child
 * process on a free port of 127.0.0.1, with one mdb database under {@link #SUFFIX} in a temporary folder, the
 * core, cosine, inetorgperson and nis schemas, and {@link #ROOT_DN} / {@link #ROOT_PASSWORD} as its root.
 * {@link #close} stops it and deletes the folder. Only the JDK is used, so that any module's tests can start
 * one. Without slapd, {@link #start} fails, naming what to install: a test of the directory must not pass
 * without one.
 */
public final class Slapd implements AutoCloseable {

    public static final String SUFFIX = "dc=example,dc=org";
    public static final String ROOT_DN = "cn=admin," + SUFFIX;
    public static final String ROOT_PASSWORD = "slapd-test-root";
    private static final Duration STARTUP = Duration.ofSeconds(15);

    private final Path folder;
    private final Process process;
    private final int port;
    /** Stops slapd should the test JVM end before {@link #close}, so that no server outlives its tests. */
    private final Thread orphanGuard;
    private boolean closed;

    private Slapd(Path folder, Process process, int port) {
        this.folder = folder;
        this.process = process;
        this.port = port;
        this.orphanGuard = new Thread(process::destroyForcibly, "slapd-stop");
        Runtime.getRuntime().addShutdownHook(orphanGuard);
    }

    /**
     * Starts slapd ({@code slapd.path}, else /usr/sbin/slapd or slapd on the PATH) and waits until it takes
     * connections.
     *
     * @throws IllegalStateException when there is no slapd, or it does not start
     */
    public static Slapd start() {
        Path binary = binary();
        Path schema = firstFolder("slapd.schema", "/etc/ldap/schema", "/etc/openldap/schema");
        Path modules = firstFolder("slapd.modules", "/usr/lib/ldap", "/usr/lib64/openldap", "/usr/lib/openldap",
                "/usr/libexec/openldap");
        if (schema == null) {
            throw new IllegalStateException("no OpenLDAP schema folder (/etc/ldap/schema): install slapd, or set "
                    + "-Dslapd.schema");
        }
        IllegalStateException failure = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                return startOn(binary, schema, modules, freePort());
            } catch (IllegalStateException e) {
                failure = e;
            }
        }
        throw failure;
    }

    private static Slapd startOn(Path binary, Path schema, Path modules, int port) {
        Path folder = null;
        Process process = null;
        try {
            folder = Files.createTempDirectory("slapd");
            Path data = Files.createDirectory(folder.resolve("data"));
            Path conf = folder.resolve("slapd.conf");
            Files.writeString(conf, config(schema, modules, data, folder), StandardCharsets.UTF_8);
            Path log = folder.resolve("slapd.log");
            // -d keeps slapd in the foreground, as this process's child, until it is destroyed
            process = new ProcessBuilder(binary.toString(), "-f", conf.toString(), "-h",
                    "ldap://127.0.0.1:" + port + "/", "-d", "0").redirectErrorStream(true)
                    .redirectOutput(log.toFile()).start();
            long deadline = System.nanoTime() + STARTUP.toNanos();
            while (System.nanoTime() < deadline) {
                if (!process.isAlive()) {
                    throw new IllegalStateException("slapd exited with " + process.exitValue() + ": "
                            + Files.readString(log));
                }
                if (answers(port)) {
                    return new Slapd(folder, process, port);
                }
                Thread.sleep(50);
            }
            throw new IllegalStateException("slapd did not answer on port " + port + " within " + STARTUP);
        } catch (IOException e) {
            stop(process, folder);
            throw new IllegalStateException("cannot start slapd: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stop(process, folder);
            throw new IllegalStateException("interrupted while slapd started", e);
        } catch (RuntimeException e) {
            stop(process, folder);
            throw e;
        }
    }

    private static String config(Path schema, Path modules, Path data, Path folder) {
        StringBuilder conf = new StringBuilder();
        for (String name : List.of("core", "cosine", "inetorgperson", "nis")) {
            conf.append("include ").append(schema.resolve(name + ".schema")).append('\n');
        }
        if (modules != null && Files.exists(modules.resolve("back_mdb.so"))) {
            conf.append("modulepath ").append(modules).append("\nmoduleload back_mdb\n");
        }
        return conf.append("pidfile ").append(folder.resolve("slapd.pid")).append('\n')
                .append("database mdb\nmaxsize 16777216\n")
                .append("suffix \"").append(SUFFIX).append("\"\n")
                .append("rootdn \"").append(ROOT_DN).append("\"\n")
                .append("rootpw ").append(ROOT_PASSWORD).append('\n')
                .append("directory ").append(data).append('\n').toString();
    }

    /** The server's URL: {@code ldap://127.0.0.1:<port>}. */
    public String url() {
        return "ldap://127.0.0.1:" + port;
    }

    public int port() {
        return port;
    }

    /** Adds an entry as the root DN: each attribute with its values. */
    public void add(String dn, Map<String, List<String>> attributes) {
        BasicAttributes entry = new BasicAttributes(true);
        attributes.forEach((name, values) -> {
            Attribute attribute = new BasicAttribute(name);
            values.forEach(attribute::add);
            entry.put(attribute);
        });
        try {
            LdapContext root = root();
            try {
                root.createSubcontext(new javax.naming.ldap.LdapName(dn), entry).close();
            } finally {
                root.close();
            }
        } catch (NamingException e) {
            throw new IllegalStateException("cannot add " + dn + ": " + e, e);
        }
    }

    /** Adds the suffix's own entry, a {@code dcObject} and {@code organization}. */
    public void addSuffix() {
        add(SUFFIX, Map.of("objectClass", List.of("top", "dcObject", "organization"), "dc", List.of("example"),
                "o", List.of("Example")));
    }

    /** Adds an {@code organizationalUnit} under the suffix; answers its DN. */
    public String addUnit(String ou) {
        String dn = "ou=" + ou + "," + SUFFIX;
        add(dn, Map.of("objectClass", List.of("top", "organizationalUnit"), "ou", List.of(ou)));
        return dn;
    }

    /** Adds an {@code inetOrgPerson} with a {@code uid} and a password under the unit; answers its DN. */
    public String addPerson(String unitDn, String uid, String commonName, String password) {
        String dn = "uid=" + uid + "," + unitDn;
        add(dn, Map.of("objectClass", List.of("top", "person", "organizationalPerson", "inetOrgPerson"),
                "uid", List.of(uid), "cn", List.of(commonName), "sn", List.of(commonName.replaceAll(".* ", "")),
                "userPassword", List.of(password)));
        return dn;
    }

    /** Adds a {@code groupOfNames} with its members' DNs under the unit; answers its DN. */
    public String addGroup(String unitDn, String cn, String... memberDns) {
        String dn = "cn=" + cn + "," + unitDn;
        add(dn, Map.of("objectClass", List.of("top", "groupOfNames"), "cn", List.of(cn),
                "member", List.of(memberDns)));
        return dn;
    }

    private LdapContext root() throws NamingException {
        Hashtable<String, Object> env = new Hashtable<>();
        env.put(Context.INITIAL_CONTEXT_FACTORY, "com.sun.jndi.ldap.LdapCtxFactory");
        env.put(Context.PROVIDER_URL, url());
        env.put(Context.SECURITY_AUTHENTICATION, "simple");
        env.put(Context.SECURITY_PRINCIPAL, ROOT_DN);
        env.put(Context.SECURITY_CREDENTIALS, ROOT_PASSWORD);
        env.put("com.sun.jndi.ldap.connect.timeout", "5000");
        env.put("com.sun.jndi.ldap.read.timeout", "5000");
        return new InitialLdapContext(env, null);
    }

    /** Stops slapd, waiting until it has, and deletes its folder; once (a second call does nothing). */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        stop(process, folder);
        try {
            Runtime.getRuntime().removeShutdownHook(orphanGuard);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs anyway, on a process already stopped
        }
    }

    private static void stop(Process process, Path folder) {
        if (process != null) {
            process.destroy();
            try {
                if (!process.waitFor(10, TimeUnit.SECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        if (folder != null) {
            try (Stream<Path> paths = Files.walk(folder)) {
                paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static Path binary() {
        String configured = System.getProperty("slapd.path");
        if (configured != null) {
            return Path.of(configured);
        }
        Path debian = Path.of("/usr/sbin/slapd");
        if (Files.isExecutable(debian)) {
            return debian;
        }
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .filter(dir -> !dir.isEmpty()).map(dir -> Path.of(dir, "slapd")).filter(Files::isExecutable)
                .findFirst().orElseThrow(() -> new IllegalStateException("no slapd: install OpenLDAP's server "
                        + "(Debian: apt-get install slapd ldap-utils), or set -Dslapd.path"));
    }

    private static Path firstFolder(String property, String... candidates) {
        String configured = System.getProperty(property);
        if (configured != null) {
            return Path.of(configured);
        }
        return Stream.of(candidates).map(Path::of).filter(Files::isDirectory).findFirst().orElse(null);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean answers(int port) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
