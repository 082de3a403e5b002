package io.ragguard.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Another Liberty server running the EAR the build made, beside the one the build starts: a copy of
 * that server's definition (server.xml, options, the EAR, the extracted models and word-piece vectors,
 * so that it starts without distilling them) under a name of its own, with its own ports, its own data
 * folder ({@code data/} in its server folder, where it runs) and the environment a test gives it (a
 * database, settings). Started and stopped with Liberty's script, or killed with {@code kill -9}.
 */
final class LibertyNode implements AutoCloseable {

    private static final Path WLP = Path.of(System.getProperty("it.wlp.dir", "target/liberty/wlp")).toAbsolutePath();
    private static final Path TEMPLATE = Path.of(System.getProperty("it.server.dir",
            "target/liberty/wlp/usr/servers/ragguard")).toAbsolutePath();
    /** The data folder of the build's server, whose extracted models a node starts with. */
    private static final Path DATA = Path.of(System.getProperty("it.data.dir", "target/test-data")).toAbsolutePath();

    private final String name;
    private final int httpPort;
    private final int httpsPort;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private LibertyNode(String name, int httpPort, int httpsPort) {
        this.name = name;
        this.httpPort = httpPort;
        this.httpsPort = httpsPort;
    }

    /** A new server definition named {@code name}, with the environment given (VARIABLE=value lines). */
    static LibertyNode create(String name, List<String> environment) throws IOException {
        int[] ports = PostgresCluster.freePorts(2);
        LibertyNode node = new LibertyNode(name, ports[0], ports[1]);
        Path dir = node.dir();
        delete(dir);
        Files.createDirectories(dir.resolve("apps"));
        for (String file : List.of("server.xml", "jvm.options")) {
            Files.copy(TEMPLATE.resolve(file), dir.resolve(file));
        }
        // the build's server's own data folder stays its own
        Files.write(dir.resolve("bootstrap.properties"), Files.readAllLines(TEMPLATE.resolve("bootstrap.properties"))
                .stream().filter(line -> !line.startsWith("ragguard.data.dir")).toList());
        Files.copy(TEMPLATE.resolve("apps/ragguard.ear"), dir.resolve("apps/ragguard.ear"));
        copyTree(DATA.resolve("models"), dir.resolve("data/models"));
        List<String> env = new ArrayList<>();
        Files.readAllLines(TEMPLATE.resolve("server.env")).stream().filter(l -> l.startsWith("keystore_password="))
                .forEach(env::add);
        env.add("RAGGUARD_DATA_DIR=" + node.data());
        env.add("HTTP_PORT=" + node.httpPort);
        env.add("HTTPS_PORT=" + node.httpsPort);
        env.addAll(environment);
        Files.write(dir.resolve("server.env"), env);
        return node;
    }

    String name() {
        return name;
    }

    String base() {
        return "http://localhost:" + httpPort;
    }

    String secureBase() {
        return "https://localhost:" + httpsPort;
    }

    Path dir() {
        return WLP.resolve("usr/servers").resolve(name);
    }

    /** The node's data folder: its H2 database (when it has no other), secret.key, index and models. */
    Path data() {
        return dir().resolve("data");
    }

    Path log() {
        return dir().resolve("logs/messages.log");
    }

    /**
     * Starts the server and waits until its application is ready and its HTTPS port listens (or fails
     * the test after {@code limit}, naming what the server logged about its ports).
     */
    void start(Duration limit) throws IOException, InterruptedException {
        script(Duration.ofMinutes(3), "start");
        if (!awaitReady(limit)) {
            throw new AssertionError(name + " not ready within " + limit + "; see " + log());
        }
        awaitHttps(Duration.ofMinutes(1));
    }

    /** Waits for Liberty's line that the HTTPS channel listens on this node's port. */
    private void awaitHttps(Duration limit) throws InterruptedException {
        String port = " port " + httpsPort + ".";
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            if (messages().lines().anyMatch(line -> line.contains("CWWKO0219I") && line.contains("defaultHttpEndpoint-ssl")
                    && line.endsWith(port))) {
                return;
            }
            Thread.sleep(500);
        }
        String why = messages().lines().filter(line -> line.contains("CWWKO") || line.contains("CWPKI"))
                .collect(Collectors.joining("\n"));
        throw new AssertionError(name + " serves no HTTPS on port " + httpsPort + " within " + limit + ":\n" + why);
    }

    /** Starts the server and waits until it is up, ready or not. */
    void startUnready() throws IOException, InterruptedException {
        script(Duration.ofMinutes(3), "start");
    }

    /** Whether /health/ready answers 200 within the limit. */
    boolean awaitReady(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < deadline) {
            if (status("/health/ready") == 200) {
                return true;
            }
            Thread.sleep(500);
        }
        return false;
    }

    void stop() throws IOException, InterruptedException {
        script(Duration.ofMinutes(3), "stop");
    }

    /** Kills the server's JVM at once ({@code kill -9}): nothing of it runs a line more. */
    void kill() throws IOException, InterruptedException {
        Path pid = WLP.resolve("usr/servers/.pid").resolve(name + ".pid");
        String id = Files.readString(pid).strip();
        Process kill = new ProcessBuilder("kill", "-9", id).inheritIO().start();
        if (!kill.waitFor(30, TimeUnit.SECONDS) || kill.exitValue() != 0) {
            throw new IllegalStateException("kill -9 " + id + " failed");
        }
        while (ProcessHandle.of(Long.parseLong(id)).map(ProcessHandle::isAlive).orElse(false)) {
            Thread.sleep(100);
        }
        Files.deleteIfExists(pid);
    }

    /** The status of a GET, or -1 when the server does not answer. */
    int status(String path) {
        try {
            return http.send(HttpRequest.newBuilder(URI.create(base() + path)).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.discarding()).statusCode();
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    String messages() {
        try {
            return Files.exists(log()) ? Files.readString(log(), StandardCharsets.UTF_8) : "";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Stops the server and removes its definition, keeping its logs in target/node-logs/{name}. */
    @Override
    public void close() throws IOException, InterruptedException {
        try {
            stop();
        } finally {
            Path kept = Path.of(System.getProperty("it.target.dir", "target"), "node-logs", name);
            delete(kept);
            copyTree(dir().resolve("logs"), kept);
            delete(dir());
        }
    }

    private void script(Duration limit, String action) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(WLP.resolve("bin/server").toString(), action, name).inheritIO().start();
        if (!process.waitFor(limit.toMillis(), TimeUnit.MILLISECONDS)) {
            process.destroyForcibly();
            throw new IllegalStateException("server " + action + " " + name + " timed out");
        }
    }

    static void copyTree(Path from, Path to) throws IOException {
        if (!Files.isDirectory(from)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(from)) {
            for (Path path : paths.toList()) {
                Path target = to.resolve(from.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    static void delete(Path folder) throws IOException {
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
