package io.ragguard.retrieval.opensearch;

import org.codelibs.opensearch.runner.OpenSearchRunner;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.UUID;
import java.util.stream.Stream;

/**
 * A real single-node OpenSearch 2.19 in this JVM, with the k-NN plugin (which must be on the
 * classpath), on a free port of 127.0.0.1, its data in a temporary folder that closing deletes. Shared
 * by the store's tests here and the system test that runs the server on it.
 */
public final class TestOpenSearch implements AutoCloseable {

    private final OpenSearchRunner runner;
    private final Path home;
    private final URI url;

    private TestOpenSearch(OpenSearchRunner runner, Path home, URI url) {
        this.runner = runner;
        this.home = home;
        this.url = url;
    }

    public static TestOpenSearch start() throws IOException {
        Path home = Files.createTempDirectory("opensearch-it");
        int port = freePort();
        OpenSearchRunner runner = new OpenSearchRunner();
        runner.onBuild((number, settings) -> settings
                .put("http.port", port)
                .put("network.host", "127.0.0.1")
                .put("discovery.type", "single-node")
                // a nearly full disk must not make the indexes read-only on a build machine
                .put("cluster.routing.allocation.disk.threshold_enabled", false));
        runner.build(OpenSearchRunner.newConfigs()
                .basePath(home.toString())
                .clusterName("ragguard-it-" + UUID.randomUUID())
                .numOfNode(1)
                // leave logging (and System.out, which OpenSearch's logging would take over) to the JVM
                .disableESLogger()
                .pluginTypes("org.opensearch.knn.plugin.KNNPlugin"));
        runner.ensureYellow();
        return new TestOpenSearch(runner, home, URI.create("http://127.0.0.1:" + port));
    }

    public URI url() {
        return url;
    }

    @Override
    public void close() throws IOException {
        runner.close();
        try (Stream<Path> files = Files.walk(home)) {
            files.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        }
    }

    /** A port nothing listens on, at the moment of asking. */
    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
