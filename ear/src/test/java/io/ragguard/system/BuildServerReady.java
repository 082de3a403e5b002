package io.ragguard.system;

import org.junit.platform.launcher.LauncherSession;
import org.junit.platform.launcher.LauncherSessionListener;

import java.time.Duration;

/**
 * Before the first test of a session against the build's own server, waits until that server answers
 * ready: Liberty reports the server started before the application has, and on a fresh machine the
 * application takes longer than the first tests wait. A session of another database (it.database) has its
 * own node, which its suite starts and waits for.
 */
public class BuildServerReady implements LauncherSessionListener {

    @Override
    public void launcherSessionOpened(LauncherSession session) {
        if (System.getProperty("it.database") != null || System.getProperty("it.base.url") == null) {
            return;
        }
        try {
            new Server().awaitReady(Duration.ofMinutes(5));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the server", e);
        }
    }
}
