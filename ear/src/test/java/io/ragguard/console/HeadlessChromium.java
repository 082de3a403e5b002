package io.ragguard.console;

import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

import java.io.File;
import java.nio.file.Path;
import java.util.Map;

/**
 * Debian's Chromium driven through Debian's ChromeDriver, headless, with a fresh profile and the
 * background networking off (this machine reaches no outside host), so nothing is ever fetched from
 * elsewhere; files the console sends (an export) are saved without asking in {@link #downloads}.
 */
final class HeadlessChromium {

    private HeadlessChromium() {
    }

    /** Where the browser started with this profile saves the files it is sent. */
    static Path downloads(Path profile) {
        return profile.resolve("downloads");
    }

    static ChromeDriver start(Path profile) {
        ChromeOptions options = new ChromeOptions();
        options.setExperimentalOption("prefs", Map.of(
                "download.default_directory", downloads(profile).toAbsolutePath().toString(),
                "download.prompt_for_download", false));
        options.setBinary("/usr/bin/chromium");
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1400,1000", "--user-data-dir=" + profile.toAbsolutePath());
        // the test server's certificate is the self-signed one Liberty generates
        options.setAcceptInsecureCerts(true);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(new File("/usr/bin/chromedriver"))
                .usingAnyFreePort()
                .build();
        return new ChromeDriver(service, options);
    }
}
