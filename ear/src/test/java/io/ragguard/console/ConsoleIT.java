package io.ragguard.console;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.Base64;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The admin console in headless Chromium against the running server: login, roles, a live
 * validator switch checked through the admin API, and escaping on the review page.
 */
class ConsoleIT extends ConsoleTest {

    private static final String SCRIPT = "<script>window.__xss=1</script>";
    /** Outside the knowledge base, so the confidence validator patches it and it enters the review queue. */
    private static final String QUESTION_WITH_SCRIPT =
            SCRIPT + " Who painted the Mona Lisa? Mail jane@example.com";

    private final String base = System.getProperty("it.base.url", "http://localhost:9080");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();



    @Test
    void asksAnonymousVisitorsToLogInAndRefusesAWrongPassword() {
        driver.get(browser.console("validators.xhtml"));

        WebElement form = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        assertThat(form.getDomAttribute("action")).isEqualTo("j_security_check");
        assertThat(driver.findElements(By.cssSelector(".validator-name"))).isEmpty();

        browser.submitLogin("admin", "not-the-password");

        WebElement error = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login-error")));
        assertThat(error.getText()).contains("not right");
        assertThat(driver.getCurrentUrl()).contains("/console/login-error.xhtml");
        assertThat(driver.findElements(By.cssSelector(".validator-name"))).isEmpty();
    }

    @Test
    void logoutEndsTheLoginAndItsOldCookiesSignNobodyInAgain() {
        browser.logInAt("review.xhtml", "compliance", "compliance");
        java.util.Set<org.openqa.selenium.Cookie> signedIn = driver.manage().getCookies();
        assertThat(signedIn).extracting(org.openqa.selenium.Cookie::getName).contains("JSESSIONID");
        assertThat(signedIn).as("the console's cookies stay on its path")
                .allSatisfy(cookie -> assertThat(cookie.getPath()).isEqualTo("/console"));

        driver.findElement(By.cssSelector("a.logout")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        driver.get(browser.console("review.xhtml"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        driver.manage().deleteAllCookies();
        signedIn.forEach(cookie -> driver.manage().addCookie(cookie));
        driver.get(browser.console("review.xhtml"));

        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        assertThat(driver.findElements(By.cssSelector(".user-name"))).as("the old login token is refused").isEmpty();
    }

    @Test
    void adminSwitchesAValidatorOffAndOnLive() throws Exception {
        browser.logInAt("validators.xhtml", "admin", "admin");

        List<String> names = wait.until(ExpectedConditions.visibilityOfAllElementsLocatedBy(
                By.cssSelector(".validator-name"))).stream().map(WebElement::getText).toList();
        assertThat(names).contains("citation-required", "evidence-overlap", "pii-leakage", "confidence");
        assertThat(driver.findElement(By.cssSelector(".user-name")).getText()).isEqualTo("admin");
        if (!switchedOn("evidence-overlap")) {
            flip("evidence-overlap", true);
        }

        flip("evidence-overlap", false);
        assertThat(settingWithin("validator.evidence-overlap.enabled", "false")).isEqualTo("false");

        flip("evidence-overlap", true);
        assertThat(settingWithin("validator.evidence-overlap.enabled", "true")).isEqualTo("true");
    }

    @Test
    void aThresholdOutsideItsRangeIsRefusedBesideTheFieldAndNothingIsSaved() throws Exception {
        String before = setting("validator.faithfulness.threshold");
        browser.logInAt("validators.xhtml", "admin", "admin");

        WebElement field = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("input.threshold-faithfulness")));
        field.clear();
        field.sendKeys("5");
        driver.findElement(By.cssSelector(".save-threshold-faithfulness")).click();

        By message = By.cssSelector(".threshold-message-faithfulness");
        wait.until(d -> !d.findElement(message).getText().isBlank());
        assertThat(driver.findElement(message).getText()).contains("validator.faithfulness.threshold").contains("0").contains("1");
        assertThat(setting("validator.faithfulness.threshold")).as("nothing saved").isEqualTo(before);
    }

    @Test
    void adminFiltersTheAuditTrailAndExportsIt() throws Exception {
        browser.logInAt("audit.xhtml", "admin", "admin");
        By rows = By.cssSelector("#audit\\:entries tbody tr[data-ri]");
        wait.until(ExpectedConditions.visibilityOfElementLocated(rows));

        driver.findElement(By.id("audit:actor")).sendKeys("nobody-at-all");
        driver.findElement(By.id("audit:search")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("audit:entries"), "Nothing matches."));
        driver.findElement(By.id("audit:actor")).clear();
        driver.findElement(By.id("audit:actor")).sendKeys("admin");
        driver.findElement(By.id("audit:search")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(rows));

        driver.findElement(By.id("audit:export")).click();
        java.nio.file.Path csv = wait.until(d -> {
            try (var files = java.nio.file.Files.list(browser.downloads())) {
                return files.filter(f -> f.toString().endsWith(".csv")).findFirst().orElse(null);
            } catch (IOException e) {
                return null;
            }
        });
        List<String> lines = java.nio.file.Files.readAllLines(csv);
        assertThat(lines.get(0)).isEqualTo("at,actor,action,target,old_value,new_value");
        assertThat(lines.subList(1, lines.size())).anySatisfy(line -> assertThat(line).contains(",admin,"))
                .noneSatisfy(line -> assertThat(line).contains(",compliance,login"));
    }

    @Test
    void complianceOfficerOpensTheReviewQueueButNotTheValidators() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("review:answers")));
        assertThat(driver.findElement(By.cssSelector(".user-name")).getText()).isEqualTo("compliance");
        assertThat(driver.findElement(By.cssSelector(".queue-depth")).getText()).matches("(?s)\\d+ answers.*");

        assertThat(statusInBrowser("validators.xhtml")).isEqualTo(403L);
        driver.get(browser.console("validators.xhtml"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.findElements(By.cssSelector(".validator-name"))).isEmpty();
    }

    @Test
    void reviewPageShowsWhatUsersWroteAsTextNeverAsMarkup() throws Exception {
        String requestId = askWithScriptInQuestion();

        browser.logInAt("review.xhtml", "compliance", "compliance");

        By row = By.cssSelector("tr[data-rk='" + requestId + "']");
        WebElement question = wait.until(ExpectedConditions.visibilityOfElementLocated(row))
                .findElement(By.cssSelector(".question"));
        assertThat(question.getText()).startsWith(SCRIPT);
        assertThat(driver.getPageSource()).contains("&lt;script&gt;window.__xss=1&lt;/script&gt;");
        assertThat(browser.script("return typeof window.__xss")).isEqualTo("undefined");

        driver.findElement(row).findElement(By.cssSelector(".open-record")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#detail .outcome-table")));
        browser.awaitAjax();
        assertThat(driver.findElement(By.cssSelector("#detail .question")).getText()).startsWith(SCRIPT);
        assertThat(driver.findElement(By.cssSelector("#detail .answer-before")).getText()).isNotBlank();
        assertThat(browser.script("return typeof window.__xss")).isEqualTo("undefined");
    }

    private boolean switchedOn(String validator) {
        String classes = driver.findElement(By.cssSelector(".toggle-" + validator)).getDomAttribute("class");
        return classes != null && classes.contains("ui-toggleswitch-checked");
    }

    /** Clicks the validator's switch and waits until the server has answered and re-rendered it. */
    private void flip(String validator, boolean on) {
        driver.findElement(By.cssSelector(".toggle-" + validator + " .ui-toggleswitch-slider")).click();
        wait.until(d -> switchedOn(validator) == on);
        browser.awaitAjax();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"),
                "validator." + validator + ".enabled = " + on));
        assertThat(switchedOn(validator)).isEqualTo(on);
    }

    /** The HTTP status of a console page fetched with the browser's own login, without following redirects. */
    private Object statusInBrowser(String page) {
        return ((JavascriptExecutor) driver).executeAsyncScript("""
                const done = arguments[arguments.length - 1];
                fetch(arguments[0], {credentials: 'same-origin', redirect: 'manual'})
                    .then(response => done(response.status), () => done(-1));
                """, browser.console(page));
    }

    /** The setting's value through the admin API, once it shows the expected one or a few seconds have passed. */
    private String settingWithin(String name, String expected) throws IOException, InterruptedException {
        Instant deadline = Instant.now().plusSeconds(10);
        String value = setting(name);
        while (!expected.equals(value) && Instant.now().isBefore(deadline)) {
            Thread.sleep(250);
            value = setting(name);
        }
        return value;
    }

    private String setting(String name) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/admin/settings/" + name))
                .header("Authorization", "Basic " + Base64.getEncoder()
                        .encodeToString("admin:admin".getBytes(StandardCharsets.UTF_8)))
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(10))
                .GET()
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return json(response.body()).getString("value");
    }

    /** Asks a question with a script in it, which the validators patch, so it lands in the review queue. */
    private String askWithScriptInQuestion() throws IOException, InterruptedException {
        String body = Json.createObjectBuilder()
                .add("message", QUESTION_WITH_SCRIPT)
                .add("tenant", "northwind")
                .build()
                .toString();
        HttpRequest request = HttpRequest.newBuilder(URI.create(base + "/api/chat/rag"))
                .header("Authorization", "Bearer rg-demo-key")
                .header("Content-Type", "application/json")
                .header("Accept", "application/json")
                .timeout(Duration.ofSeconds(60))
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isIn(200, 422);
        JsonObject answer = json(response.body());
        assertThat(answer.getString("request_id", "")).as(response.body()).isNotBlank();
        return answer.getString("request_id");
    }

    private static JsonObject json(String text) {
        try (JsonReader reader = Json.createReader(new StringReader(text))) {
            return reader.readObject();
        }
    }
}
