package io.ragguard.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A throwaway PostgreSQL 15 cluster for the tests: Debian's server binaries, a data folder under
 * {@code target/}, trust authentication on 127.0.0.1 and a free port. When the tests run as root (as CI
 * does), the server runs as the {@code postgres} user, since {@code initdb} refuses root.
 */
final class PostgresCluster implements AutoCloseable {

    private static final Path BIN = Path.of("/usr/lib/postgresql/15/bin");
    static final String DATABASE = "ragguard";
    static final String USER = "postgres";

    private final Path folder;
    private final int port;

    private PostgresCluster(Path folder, int port) {
        this.folder = folder;
        this.port = port;
    }

    /** A new cluster, started, with an empty database {@value #DATABASE}. */
    static PostgresCluster start(Path target, String name) throws IOException, InterruptedException {
        Path folder = target.resolve("postgres-" + name).toAbsolutePath();
        delete(folder);
        Files.createDirectories(folder);
        PostgresCluster cluster = new PostgresCluster(folder, freePort());
        cluster.ownedByServer(folder);
        cluster.run(Duration.ofMinutes(2), BIN.resolve("initdb").toString(), "-D", cluster.data().toString(),
                "-U", USER, "--auth=trust", "-E", "UTF8", "--no-locale");
        cluster.startServer();
        cluster.run(Duration.ofSeconds(30), BIN.resolve("psql").toString(), "-h", "127.0.0.1", "-p",
                Integer.toString(cluster.port), "-U", USER, "-c", "create database " + DATABASE);
        return cluster;
    }

    String jdbcUrl() {
        return jdbcUrl(DATABASE);
    }

    String jdbcUrl(String database) {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database;
    }

    /** The environment a Liberty node needs to use this database. */
    List<String> nodeEnvironment() {
        return nodeEnvironment(DATABASE);
    }

    /** The environment a Liberty node needs to use one of this cluster's databases. */
    List<String> nodeEnvironment(String database) {
        return List.of("DB_URL=" + jdbcUrl(database), "DB_USER=" + USER, "DB_PASSWORD=unused",
                "DB_DATASOURCE_CLASS=org.postgresql.ds.PGSimpleDataSource");
    }

    /** The folder of PostgreSQL's programs (psql, pg_dump, pg_restore). */
    static Path programs() {
        return BIN;
    }

    void startServer() throws IOException, InterruptedException {
        run(Duration.ofMinutes(1), BIN.resolve("pg_ctl").toString(), "-D", data().toString(), "-l",
                folder.resolve("server.log").toString(), "-w", "-t", "60", "-o",
                "-p " + port + " -k " + folder + " -c listen_addresses=127.0.0.1 -c max_connections=200", "start");
    }

    /** Stops the server at once, as a crash would (the next start recovers from its log). */
    void stopImmediately() throws IOException, InterruptedException {
        run(Duration.ofMinutes(1), BIN.resolve("pg_ctl").toString(), "-D", data().toString(), "-m", "immediate", "-w",
                "stop");
    }

    /** One plain query through psql, its result trimmed: for checks across nodes. */
    /**
     * The result of one statement, read by psql from its standard input: a statement may be longer than
     * the system lets one command-line argument be (a list of thousands of request ids).
     */
    String query(String sql) throws IOException, InterruptedException {
        Path input = Files.createTempFile("postgres-query", ".sql");
        try {
            Files.writeString(input, sql + ";\n");
            return run(Duration.ofSeconds(30), input, BIN.resolve("psql").toString(), "-h", "127.0.0.1", "-p",
                    Integer.toString(port), "-U", USER, "-d", DATABASE, "-t", "-A", "-q").strip();
        } finally {
            Files.delete(input);
        }
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            run(Duration.ofMinutes(1), BIN.resolve("pg_ctl").toString(), "-D", data().toString(), "-m", "fast", "-w",
                    "stop");
        } finally {
            delete(folder);
        }
    }

    private Path data() {
        return folder.resolve("data");
    }

    private static boolean root() {
        return "root".equals(System.getProperty("user.name"));
    }

    /** The folder, owned by the user the server runs as, so that it can write its data there. */
    private void ownedByServer(Path path) throws IOException, InterruptedException {
        if (root()) {
            run(Duration.ofSeconds(30), "chown", "-R", "postgres:postgres", path.toString());
            run(Duration.ofSeconds(30), "chmod", "700", path.toString());
        }
    }

    /** Runs the command (as the postgres user when the tests run as root); returns its output. */
    private String run(Duration limit, String... command) throws IOException, InterruptedException {
        return run(limit, null, command);
    }

    /** Runs the command (as the postgres user when this is root), with {@code input} as its standard input. */
    private String run(Duration limit, Path input, String... command) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>();
        if (root() && command[0].startsWith(BIN.toString())) {
            line.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        line.addAll(List.of(command));
        Path log = Files.createTempFile("postgres-command", ".log");
        ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true).redirectOutput(log.toFile());
        if (input != null) {
            builder.redirectInput(input.toFile());
        }
        Process process = builder.start();
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("timed out: " + String.join(" ", line));
        }
        String output = Files.readString(log);
        Files.delete(log);
        if (process.exitValue() != 0) {
            throw new IllegalStateException(String.join(" ", line) + " failed: " + output);
        }
        return output;
    }

    static int freePort() {
        return freePorts(1)[0];
    }

    /**
     * {@code count} distinct free ports. The sockets are held open together until every port is read:
     * a port closed before the next is asked for may be handed out again (some network stacks do), and
     * a node whose HTTP and HTTPS ports are one port serves plain HTTP where its HTTPS should be.
     */
    static int[] freePorts(int count) {
        List<ServerSocket> sockets = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                sockets.add(new ServerSocket(0));
            }
            return sockets.stream().mapToInt(ServerSocket::getLocalPort).toArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            for (ServerSocket socket : sockets) {
                try {
                    socket.close();
                } catch (IOException e) {
                    // the port is free again either way once this process lets go of it
                }
            }
        }
    }

    private static void delete(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }
}
