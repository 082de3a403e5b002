package io.ragguard.console;

import io.ragguard.system.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.file.Path;
import java.time.Duration;

/**
 * A browser test of the console: a headless Chromium of its own for each test, opened before the test's
 * own set-up and closed after its own clean-up, and the running server's API for what the test checks.
 */
abstract class ConsoleTest {

    /** How long a test waits for what the console shows. */
    static final Duration WAIT = Duration.ofSeconds(30);

    final Server server = new Server();
    /** The console answers over HTTPS only. */
    final String secure = System.getProperty("it.secure.url", "https://localhost:9443");

    ConsoleBrowser browser;
    WebDriver driver;
    WebDriverWait wait;

    @BeforeEach
    final void openBrowser(@TempDir Path profile) {
        browser = new ConsoleBrowser(profile, secure, WAIT);
        driver = browser.driver();
        wait = browser.await();
    }

    @AfterEach
    final void closeBrowser() {
        if (browser != null) {
            browser.close();
        }
    }
}
