package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * Validation policies in headless Chromium: an admin drafts one from the current values (a refused value shown
 * beside its row, nothing stored), replays it on stored answers until its summary shows, publishes it and rolls
 * it back; and calibrates a threshold from the validators page, whose curve links to its draft.
 */
class PoliciesConsoleIT extends ConsoleTest {

    private static final String THRESHOLD = "validator.faithfulness.threshold";
    /** How long a replay of the newest answers may take. */
    private static final Duration REPLAY = Duration.ofMinutes(3);

    /** Markup in a name is text: it must show as written, never as an element. */
    private final String name = "console <i>policy</i> " + UUID.randomUUID().toString().substring(0, 8);

    /** A policy this test published and did not roll back (it failed half-way) is rolled back, for the tests after. */
    @AfterEach
    void rollBackWhatIsStillPublished() {
        policy(name).filter(p -> p.getString("status").equals("published"))
                .ifPresent(p -> server.post("/api/admin/policies/" + p.getJsonNumber("id").longValue() + "/rollback",
                        Server.ADMIN, ""));
    }

    private Optional<JsonObject> policy(String named) {
        return server.get("/api/admin/policies", Server.ADMIN).structure().asJsonArray()
                .getValuesAs(JsonObject.class).stream().filter(p -> p.getString("name").equals(named)).findFirst();
    }

    private String setting(String setting) {
        JsonValue value = server.get("/api/admin/settings/" + setting, Server.ADMIN).json().get("value");
        return value instanceof JsonString text ? text.getString() : String.valueOf(value);
    }

    /** The draft's row of a setting, found by its name. */
    private WebElement row(String setting) {
        return driver.findElement(By.xpath("//tr[.//span[contains(@class,'draft-setting') and .='" + setting + "']]"));
    }

    private void type(String setting, String value) {
        WebElement field = row(setting).findElement(By.cssSelector("input.draft-value"));
        field.clear();
        field.sendKeys(value);
    }

    private void confirm() {
        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".ui-confirmdialog-yes"))).click();
    }

    private void awaitStatus(String status) {
        wait.until(ExpectedConditions.textToBe(By.id("policies:selectedStatus"), status));
        wait.until(d -> !d.findElements(By.xpath("//tr[.//span[contains(@class,'policy-name') and .='" + name
                + "']]//span[contains(@class,'policy-status') and .='" + status + "']")).isEmpty());
    }

    @Test
    void anAdminDraftsFromTheCurrentValuesReplaysPublishesAndRollsBackAPolicy() {
        assertThat(server.chat("How much does express shipping cost?", "northwind").status())
                .as("at least one stored answer to replay").isEqualTo(200);
        String before = setting(THRESHOLD);
        browser.logInAt("policies.xhtml", "admin", "admin");

        driver.findElement(By.id("draft:fromCurrent")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("draft:rows")));
        assertThat(row(THRESHOLD).findElement(By.cssSelector(".draft-current")).getText()).isEqualTo(before);
        driver.findElement(By.id("draft:name")).sendKeys(name);
        type(THRESHOLD, "7");
        driver.findElement(By.id("draft:save")).click();
        wait.until(d -> !row(THRESHOLD).findElement(By.cssSelector(".draft-message")).getText().isBlank());
        assertThat(row(THRESHOLD).findElement(By.cssSelector(".draft-message")).getText())
                .contains(THRESHOLD, "from 0 to 1");
        assertThat(policy(name)).as("nothing stored").isEmpty();

        type(THRESHOLD, "0.4");
        driver.findElement(By.id("draft:save")).click();
        awaitStatus("draft");
        assertThat(driver.findElement(By.id("policies:selectedName")).getText()).isEqualTo(name);
        assertThat(driver.findElements(By.cssSelector(".policy-name i"))).as("escaped").isEmpty();
        JsonObject drafted = policy(name).orElseThrow();
        assertThat(drafted.getJsonObject("settings").keySet()).as("only the value changed").containsExactly(THRESHOLD);
        assertThat(drafted.getJsonObject("settings").getString(THRESHOLD)).isEqualTo("0.4");
        assertThat(setting(THRESHOLD)).as("a draft changes nothing").isEqualTo(before);

        WebElement limit = driver.findElement(By.id("policies:limit"));
        limit.clear();
        limit.sendKeys("20");
        driver.findElement(By.id("policies:startReplay")).click();
        new WebDriverWait(driver, REPLAY).ignoring(StaleElementReferenceException.class)
                .until(ExpectedConditions.textToBe(By.id("policies:replayStatus"), "done"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("policies:replayed")));
        assertThat(driver.findElement(By.cssSelector(".replay-progress .ui-progressbar-label")).getText())
                .isEqualTo("100%");
        assertThat(Integer.parseInt(driver.findElement(By.id("policies:replayed")).getText())).isBetween(1, 20);
        assertThat(driver.findElement(By.id("policies:statuses")).getText())
                .contains("As recorded", "Under the policy");
        assertThat(driver.findElement(By.id("policies:agreementAfter")).getText()).isNotBlank();
        WebElement report = driver.findElement(By.id("policies:report"));
        assertThat(report.getDomAttribute("target")).isEqualTo("_blank");
        assertThat(report.getDomProperty("href"))
                .contains("/console/reports/policies/" + drafted.getJsonNumber("id").longValue() + "/replays/");
        ConsoleBrowser.Fetched replayReport = browser.fetch(report.getDomProperty("href"));
        assertThat(replayReport.status()).isEqualTo(200);
        assertThat(replayReport.cacheControl()).isEqualTo("no-store");
        assertThat(replayReport.body()).contains("Replay of policy", "&lt;i&gt;policy&lt;/i&gt;", "What it changes")
                .doesNotContain("<i>policy</i>");

        driver.findElement(By.id("policies:publish")).click();
        confirm();
        awaitStatus("published");
        assertThat(setting(THRESHOLD)).isEqualTo("0.4");

        driver.findElement(By.id("policies:rollback")).click();
        confirm();
        awaitStatus("rolled_back");
        assertThat(setting(THRESHOLD)).isEqualTo(before);
        assertThat(policy(name).orElseThrow().getString("rolled_back_by")).isEqualTo("admin");
    }

    @Test
    void calibratingAThresholdOnEnoughDecisionsShowsItsCurveAndLinksItsDraft() {
        // the demo's golden questions of northwind, which evidence-overlap scores, decided as PoliciesIT does
        List<String> questions = List.of(
                "How long is the return window for Trail Points members on full-price purchases?",
                "How much does express shipping cost, and does it guarantee delivery within 2 business days?",
                "Do Adventure Cards expire or carry any inactivity fees?",
                "What does the Protection Plan cost, and by when must it be bought?",
                "Can an order be split into interest-free installments with the Pay in 4 option?");
        for (int i = 0; i < 36; i++) {
            JsonObject answer = server.chat(questions.get(i % questions.size()), "northwind").json();
            Server.Reply decided = server.post("/api/admin/records/" + answer.getString("request_id") + "/decision",
                    Server.COMPLIANCE, "{\"decision\": \"" + (i % 3 == 0 ? "rejected" : "approved") + "\"}");
            assertThat(decided.status()).as(decided.body()).isEqualTo(200);
        }
        browser.logInAt("validators.xhtml", "admin", "admin");

        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".calibrate-evidence-overlap"))).click();

        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("calibrationDialog")));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("#calibrationDialog canvas")));
        assertThat(driver.findElement(By.cssSelector(".calibration-validator")).getText())
                .isEqualTo("evidence-overlap");
        double proposed = Double.parseDouble(driver.findElement(By.cssSelector(".calibration-proposed")).getText());
        assertThat(proposed).isBetween(0.0, 1.0);
        String draft = driver.findElement(By.cssSelector("a.calibration-draft")).getDomAttribute("href");
        assertThat(draft).contains("policies.xhtml?policy=");
        Matcher policyId = Pattern.compile("policy=(\\d+)").matcher(draft);
        assertThat(policyId.find()).as(draft).isTrue();
        long id = Long.parseLong(policyId.group(1));

        driver.findElement(By.cssSelector("a.calibration-draft")).click();
        wait.until(ExpectedConditions.textToBe(By.id("policies:selectedStatus"), "draft"));
        assertThat(driver.findElement(By.id("policies:selectedName")).getText())
                .isEqualTo("calibrated evidence-overlap threshold");
        JsonObject policy = server.get("/api/admin/policies/" + id, Server.ADMIN).json();
        String drafted = policy.getJsonObject("settings").getString("validator.evidence-overlap.threshold");
        assertThat(Double.parseDouble(drafted)).as("shown rounded to four places").isCloseTo(proposed, within(1e-4));
    }

    @Test
    void calibratingFaithfulnessShowsItsCurveOrHowManyMoreDecisionsItNeeds() {
        int policies = server.get("/api/admin/policies", Server.ADMIN).structure().asJsonArray().size();
        browser.logInAt("validators.xhtml", "admin", "admin");

        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".calibrate-faithfulness"))).click();

        By dialog = By.cssSelector("#calibrationDialog canvas");
        By growl = By.cssSelector(".ui-growl");
        wait.until(ExpectedConditions.or(ExpectedConditions.visibilityOfElementLocated(dialog),
                ExpectedConditions.textToBePresentInElementLocated(growl, "more decisions")));
        if (driver.findElements(dialog).stream().anyMatch(WebElement::isDisplayed)) {
            assertThat(driver.findElement(By.cssSelector(".calibration-validator")).getText())
                    .isEqualTo("faithfulness");
            assertThat(driver.findElement(By.cssSelector("a.calibration-draft")).getDomAttribute("href"))
                    .contains("policies.xhtml?policy=");
        } else {
            assertThat(driver.findElement(growl).getText()).contains("faithfulness has scores on", "approved");
            assertThat(server.get("/api/admin/policies", Server.ADMIN).structure().asJsonArray())
                    .as("no draft without a proposal").hasSize(policies);
        }
    }

    @Test
    void complianceOfficerCannotOpenThePoliciesPage() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        assertThat(driver.findElements(By.id("menu:policies"))).isEmpty();
        driver.get(browser.console("policies.xhtml"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.findElements(By.id("policies:history"))).isEmpty();
    }
}
