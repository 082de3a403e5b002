package io.ragguard.console;

import io.ragguard.system.Server;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;
import org.openqa.selenium.support.ui.WebDriverWait;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Batch evaluations in headless Chromium: an admin uploads the sample file for northwind, follows it until it is
 * done, sees its figures in the history, opens its report, runs it again and compares the two runs; a bad file is
 * refused naming its row, and nothing starts; compliance officers may open neither the page nor a report.
 */
class EvaluationsConsoleIT extends ConsoleTest {

    private static final Path SAMPLE = Path.of("..", "docs", "evaluation-sample.jsonl").toAbsolutePath().normalize();
    /** How long the sample's eight rows (four of them through the whole pipeline) may take. */
    private static final Duration RUN = Duration.ofMinutes(3);
    private static final By FILE = By.cssSelector("input[type='file'][id^='upload:file']");
    private static final By STATUS = By.id("evaluations:detailStatus");
    private static final Pattern REPORT = Pattern.compile("/console/reports/evaluations/(\\d+)$");

    private final String run = UUID.randomUUID().toString().substring(0, 8);

    @Test
    void anAdminRunsTheSampleTwiceOpensItsReportAndComparesTheRuns() {
        String first = "console <b>sample</b> " + run;
        String second = "console sample again " + run;
        int policies = server.get("/api/admin/policies", Server.ADMIN).structure().asJsonArray().size();
        browser.logInAt("evaluations.xhtml", "admin", "admin");

        long a = upload(first);
        assertThat(driver.findElement(By.id("evaluations:detailName")).getText()).isEqualTo(first);
        assertThat(driver.findElements(By.cssSelector(".evaluation-detail b, .evaluation-name b"))).as("escaped")
                .isEmpty();
        assertThat(driver.findElement(By.id("evaluationFigures")).getText())
                .contains("balanced accuracy", "faithful served", "of 2 (", "answered with the fact", "of 3 (");
        assertThat(driver.findElement(By.id("confusion")).getText()).contains("faithful", "hallucinated", "stopped");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".calibration-chart canvas")));

        WebElement row = wait.until(d -> {
            WebElement found = d.findElement(historyRow(a));
            return found.findElement(By.cssSelector(".evaluation-status")).getText().equals("done") ? found : null;
        });
        assertThat(row.findElement(By.cssSelector(".evaluation-name")).getText()).isEqualTo(first);
        assertThat(row.findElement(By.cssSelector(".evaluation-tenant")).getText()).isEqualTo("northwind");
        assertThat(row.findElement(By.cssSelector(".evaluation-rows")).getText()).isEqualTo("8");
        assertThat(row.getText()).contains("live settings", "admin", "balanced accuracy", "hallucinated stopped",
                "answered with the fact", "%");

        String report = row.findElement(By.cssSelector("a.evaluation-report")).getDomProperty("href");
        assertThat(row.findElement(By.cssSelector("a.evaluation-report")).getDomAttribute("target"))
                .isEqualTo("_blank");
        ConsoleBrowser.Fetched fetched = browser.fetch(report);
        assertThat(fetched.status()).isEqualTo(200);
        assertThat(fetched.cacheControl()).isEqualTo("no-store");
        assertThat(fetched.contentType().toLowerCase(Locale.ROOT).replace(" ", "")).isEqualTo("text/html;charset=utf-8");
        ConsoleBrowser.Fetched missing = browser.fetch(browser.console("reports/evaluations/987654321"));
        assertThat(missing.status()).isEqualTo(404);
        assertThat(missing.body()).contains("No such report").doesNotContain("Exception", "at io.");

        driver.get(report);
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.tagName("h1")));
        assertThat(driver.getTitle()).startsWith("Evaluation ");
        assertThat(driver.findElement(By.tagName("h1")).getText()).isEqualTo("Evaluation " + first);
        assertThat(driver.findElements(By.tagName("b"))).as("the name is text in the report too").isEmpty();
        assertThat(driver.findElement(By.tagName("body")).getText())
                .contains("Validate rows", "Chat rows", "Worst misses");

        driver.get(browser.console("evaluations.xhtml"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(historyRow(a)));
        long b = upload(second);
        assertThat(b).isNotEqualTo(a);

        browser.choose("compare:a", "#" + a + " " + first);
        browser.choose("compare:b", "#" + b + " " + second);
        driver.findElement(By.id("compare:compareButton")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("compare:matched")));
        assertThat(driver.findElement(By.id("compare:matched")).getText()).isEqualTo("8");
        assertThat(driver.findElement(By.id("compare:changedCount")).getText()).as("the chain is deterministic")
                .isEqualTo("0");
        assertThat(driver.findElement(By.id("compare:changed")).getText())
                .contains("No row both ran is judged differently.");
        WebElement balanced = driver.findElement(By.xpath(
                "//*[@id='compare:figures']//tbody/tr[td[contains(normalize-space(.), 'balanced accuracy')]]"));
        assertThat(balanced.findElement(By.cssSelector(".delta")).getText()).isEqualTo("no change");
        assertThat(balanced.findElement(By.cssSelector(".delta")).getDomAttribute("class")).contains("delta-same");

        driver.findElement(By.id("evaluations:calibrate")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"),
                "more labelled answers"));
        assertThat(server.get("/api/admin/policies", Server.ADMIN).structure().asJsonArray())
                .as("four labelled answers are too few: no draft").hasSize(policies);
    }

    @Test
    void aBadFileIsRefusedNamingItsRowAndStartsNothing(@TempDir Path files) throws Exception {
        Path bad = Files.writeString(files.resolve("bad-" + run + ".jsonl"), "{\"question\": \"q?\", \"answer\": "
                + "\"a.\", \"contexts\": [\"a.\"], \"label\": \"maybe\"}\n", StandardCharsets.UTF_8);
        int before = server.get("/api/admin/evaluations", Server.ADMIN).structure().asJsonArray().size();
        browser.logInAt("evaluations.xhtml", "admin", "admin");
        int listed = driver.findElements(By.cssSelector("tr.evaluation-row")).size();

        driver.findElement(By.id("upload:name")).sendKeys("bad " + run);
        driver.findElement(FILE).sendKeys(bad.toAbsolutePath().toString());
        driver.findElement(By.id("upload:start")).click();

        wait.until(d -> !d.findElement(By.id("upload:fileMessage")).getText().isBlank());
        assertThat(driver.findElement(By.id("upload:fileMessage")).getText()).contains("row 1", "label must be");
        assertThat(driver.findElements(By.id("evaluations:detailName"))).as("nothing opened").isEmpty();
        assertThat(driver.findElements(By.cssSelector("tr.evaluation-row"))).hasSize(listed);
        assertThat(server.get("/api/admin/evaluations", Server.ADMIN).structure().asJsonArray())
                .as("nothing started").hasSize(before);
    }

    @Test
    void complianceOfficerCannotOpenTheEvaluationsPageNorAReport() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        assertThat(driver.findElements(By.id("menu:evaluations"))).isEmpty();
        driver.get(browser.console("evaluations.xhtml"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.findElements(By.id("evaluations:history"))).isEmpty();

        driver.get(browser.console("reports/evaluations/1"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.getPageSource()).doesNotContain("Worst misses");
    }

    /**
     * Uploads the sample for northwind under a name, sees its progress (or it done already), waits until it is
     * done, and gives its id, read from the address of its report.
     */
    private long upload(String name) {
        browser.choose("upload:tenant", "northwind");
        driver.findElement(By.id("upload:name")).sendKeys(name);
        driver.findElement(FILE).sendKeys(SAMPLE.toString());
        driver.findElement(By.id("upload:start")).click();

        wait.until(ExpectedConditions.textToBe(By.id("evaluations:detailName"), name));
        wait.until(ExpectedConditions.or(ExpectedConditions.visibilityOfElementLocated(By.id("evaluations:progress")),
                ExpectedConditions.textToBe(STATUS, "done")));
        new WebDriverWait(driver, RUN).ignoring(StaleElementReferenceException.class)
                .until(ExpectedConditions.textToBe(STATUS, "done"));
        wait.until(ExpectedConditions.invisibilityOfElementLocated(By.id("evaluations:progress")));
        String report = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("evaluations:detailReport")))
                .getDomProperty("href");
        Matcher id = REPORT.matcher(report);
        assertThat(id.find()).as(report).isTrue();
        return Long.parseLong(id.group(1));
    }

    private static By historyRow(long id) {
        return By.cssSelector("tr.evaluation-" + id);
    }
}
