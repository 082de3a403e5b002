package io.ragguard.console;

import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * A headless Chromium on the admin console: opens its pages, logs in through the login form and waits
 * for PrimeFaces' Ajax to settle. One per test, closed after it.
 */
public final class ConsoleBrowser implements AutoCloseable {

    /** The size of the README's pictures of the console. */
    static final Dimension PICTURE = new Dimension(1400, 1500);

    private final String base;
    private final Path downloads;
    private final WebDriver driver;
    private final WebDriverWait wait;

    public ConsoleBrowser(Path profile, String base, Duration patience) {
        this.base = base;
        this.downloads = HeadlessChromium.downloads(profile);
        this.driver = HeadlessChromium.start(profile);
        this.wait = new WebDriverWait(driver, patience);
        wait.ignoring(StaleElementReferenceException.class);
    }

    /** The folder the browser saves downloads in. */
    Path downloads() {
        return downloads;
    }

    public WebDriver driver() {
        return driver;
    }

    /** Waits up to the patience given, past elements that went stale while the page re-rendered. */
    public WebDriverWait await() {
        return wait;
    }

    public String console(String page) {
        return base + "/console/" + page;
    }

    /** Opens a console page as this user through the login form, and waits until the page shows who is in. */
    public void logInAt(String page, String user, String password) {
        driver.get(console(page));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        submitLogin(user, password);
        wait.until(ExpectedConditions.urlContains("/console/" + page));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".user-name")));
    }

    public void submitLogin(String user, String password) {
        driver.findElement(By.name("j_username")).sendKeys(user);
        driver.findElement(By.name("j_password")).sendKeys(password);
        driver.findElement(By.id("sign-in")).click();
    }

    void awaitAjax() {
        wait.until(d -> Boolean.TRUE.equals(((JavascriptExecutor) d).executeScript(
                "return !!window.PrimeFaces && PrimeFaces.ajax.Queue.isEmpty()"
                        + " && (!window.jQuery || jQuery.active === 0);")));
    }

    /** Picks an item of a PrimeFaces select menu, again if a click did not take, and waits for Ajax to settle. */
    void choose(String menu, String label) {
        By shown = By.id(menu + "_label");
        By item = By.cssSelector("[id='" + menu + "_items'] li[data-label='" + label + "']");
        wait.until(d -> {
            if (label.equals(d.findElement(shown).getText())) {
                return true;
            }
            List<WebElement> items = d.findElements(item);
            if (!items.isEmpty() && items.get(0).isDisplayed()) {
                items.get(0).click();
            } else {
                d.findElement(By.id(menu)).click();
            }
            return false;
        });
        awaitAjax();
    }

    /**
     * The labels a PrimeFaces select menu offers, as a user sees them on opening it (PrimeFaces writes a menu's
     * items only when it first opens); the menu is closed again.
     */
    List<String> choices(String menu) {
        By panel = By.id(menu + "_panel");
        By items = By.cssSelector("[id='" + menu + "_items'] li");
        driver.findElement(By.id(menu)).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(panel));
        List<String> labels = wait.until(d -> {
            List<String> shown = d.findElements(items).stream().map(item -> item.getDomAttribute("data-label"))
                    .toList();
            return shown.isEmpty() ? null : shown;
        });
        driver.findElement(By.id(menu)).click();
        wait.until(ExpectedConditions.invisibilityOfElementLocated(panel));
        return labels;
    }

    Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(script, arguments);
    }

    /** A response as the browser's own fetch saw it: its status, two of its headers and its body. */
    record Fetched(long status, String cacheControl, String contentType, String body) {
    }

    /** Fetches a console address with the browser's login (its cookies), without following redirects. */
    Fetched fetch(String url) {
        @SuppressWarnings("unchecked")
        Map<String, Object> response = (Map<String, Object>) ((JavascriptExecutor) driver).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch(arguments[0], {credentials: 'same-origin', redirect: 'manual'})
                    .then(r => r.text().then(body => done({status: r.status, body: body,
                            cacheControl: r.headers.get('cache-control'), contentType: r.headers.get('content-type')})),
                        () => done({status: -1}));
                """, url);
        return new Fetched(((Number) response.get("status")).longValue(), (String) response.get("cacheControl"),
                (String) response.get("contentType"), (String) response.get("body"));
    }

    /**
     * With {@code -Dconsole.screenshots=<folder>}, saves what the browser shows there, at {@link #PICTURE}'s
     * size (the README's pictures of the console are taken so).
     */
    void screenshot(String name) throws IOException {
        String folder = System.getProperty("console.screenshots");
        if (folder != null) {
            driver.manage().window().setSize(PICTURE);
            script("window.scrollTo(0, 0)");
            Files.copy(((TakesScreenshot) driver).getScreenshotAs(OutputType.FILE).toPath(), Path.of(folder, name),
                    StandardCopyOption.REPLACE_EXISTING);
        }
    }

    @Override
    public void close() {
        driver.quit();
    }
}
