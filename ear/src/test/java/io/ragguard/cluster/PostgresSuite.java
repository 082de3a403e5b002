package io.ragguard.cluster;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Runs a test session against PostgreSQL when {@code it.database=postgresql}: before any test, a
 * throwaway PostgreSQL cluster and a Liberty node of the EAR on it, whose addresses replace the
 * build's server's for every test ({@code it.base.url}, {@code it.secure.url}, {@code it.server.dir},
 * {@code it.data.dir},
 * {@code it.server.name}); after the last, both go away. Without the property it does nothing, and the
 * tests run against the build's own server on H2.
 */
public class PostgresSuite implements LauncherSessionListener {

    private static PostgresCluster cluster;
    private static LibertyNode node;

    /** The session's database, for the tests that run beside it (a second node, a restart). */
    static PostgresCluster cluster() {
        if (cluster == null) {
            throw new IllegalStateException("no PostgreSQL session: run with -Dit.database=postgresql");
        }
        return cluster;
    }

    /** The session's node on that database. */
    static LibertyNode node() {
        if (node == null) {
            throw new IllegalStateException("no PostgreSQL session: run with -Dit.database=postgresql");
        }
        return node;
    }

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        if (!"postgresql".equals(System.getProperty("it.database"))) {
            return;
        }
        try {
            cluster = PostgresCluster.start(Path.of(System.getProperty("it.target.dir", "target")), "suite");
            node = LibertyNode.create("ragguard-pg", cluster.nodeEnvironment());
            node.start(Duration.ofMinutes(5));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
        System.setProperty("it.base.url", node.base());
        System.setProperty("it.secure.url", node.secureBase());
        System.setProperty("it.server.dir", node.dir().toString());
        System.setProperty("it.data.dir", node.data().toString());
        System.setProperty("it.server.name", node.name());
    }

    @Override
    public void launcherSessionClosed(LauncherSession session) {
        try {
            if (node != null) {
                node.close();
            }
            if (cluster != null) {
                cluster.close();
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            node = null;
            cluster = null;
        }
    }
}
