package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A compliance officer's review in headless Chromium: filters the queue down to one answer, opens it
 * (why it declined, its evidence with each claim's span highlighted, the validator that judged each claim),
 * records a decision, and exports the filtered queue as CSV; the declined answers have a filter of their own.
 */
class ReviewConsoleIT extends ConsoleTest {


    /** A word only this test's questions hold. */
    private final String marker = "zq" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);


    @BeforeEach
    void judgeClaims() {
        server.set("validator.claims.enabled", JsonValue.TRUE);
    }

    @AfterEach
    void stopJudgingClaims() {
        server.reset("validator.claims.enabled");
    }

    private String validate(String answer) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", "How long is the kettle warranty? " + marker)
                .add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add("The kettle warranty lasts 2 years. It covers the heater."))
                .build().toString());
        assertThat(reply.status()).as(reply.body()).isIn(200, 422);
        return reply.json().getString("request_id");
    }

    private List<String> rowKeys() {
        return driver.findElements(By.cssSelector("#review\\:answers tbody tr[data-rk]")).stream()
                .map(row -> row.getDomAttribute("data-rk")).toList();
    }

    @Test
    void aReviewerFiltersOpensDecidesAndExports() throws Exception {
        String declined = validate("The kettle warranty lasts 7 years [1].");
        String passed = validate("The kettle warranty lasts 2 years [1].");
        browser.logInAt("review.xhtml", "compliance", "compliance");

        driver.findElement(By.id("filters:text")).sendKeys(marker);
        driver.findElement(By.id("filters:search")).click();
        wait.until(d -> rowKeys().equals(List.of(declined)));
        assertThat(rowKeys()).as("the passed answer is not flagged").doesNotContain(passed);
        assertThat(driver.findElement(By.cssSelector("tr[data-rk='" + declined + "']")).getText())
                .contains("declined").contains("unsupported");

        driver.findElement(By.cssSelector("tr[data-rk='" + declined + "'] .open-record")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), declined));
        assertThat(driver.findElement(By.id("detail:status")).getText()).isEqualTo("declined");
        assertThat(driver.findElement(By.id("detail:decline-reason")).getText()).isEqualTo("unsupported");
        WebElement passage = driver.findElement(By.cssSelector("#detail .passage-text"));
        assertThat(passage.getText()).isEqualTo("The kettle warranty lasts 2 years. It covers the heater.");
        assertThat(passage.findElements(By.cssSelector(".segment-contradicted")))
                .as("the contradicted claim's evidence, highlighted").isNotEmpty();
        WebElement claims = driver.findElement(By.cssSelector("#detail .claim-table"));
        assertThat(claims.findElements(By.cssSelector("th"))).extracting(WebElement::getText).contains("Judged by");
        assertThat(claims.findElement(By.cssSelector(".judged-by")).getText()).isEqualTo("faithfulness");
        assertThat(claims.findElements(By.cssSelector(".segment-contradicted"))).as("the verdict, in its colour")
                .isNotEmpty();
        assertThat(driver.findElement(By.cssSelector("#detail .outcome-table")).getText()).contains("faithfulness");
        assertThat(driver.findElements(By.cssSelector("#detail .score-words"))).as("every score in words")
                .isNotEmpty().allSatisfy(score -> assertThat(score.getText())
                        .matches("not scored|-?[0-9.]+(: (at least|below) [0-9.]+ needed.*|: (at most|above) [0-9.]+ allowed.*)?"));
        assertThat(driver.findElement(By.id("detail")).getText()).as("the key that asked").contains("key demo");
        assertThat(driver.findElement(By.id("detail:decisions")).getText()).contains("Not decided yet.");

        driver.findElement(By.cssSelector("label[for='detail:choice:1']")).click();
        driver.findElement(By.id("detail:note")).sendKeys("The warranty is 2 years, not 7.");
        driver.findElement(By.id("detail:decide")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("detail:decisions"), "rejected"));
        assertThat(driver.findElement(By.id("detail:decisions")).getText()).contains("compliance")
                .contains("The warranty is 2 years, not 7.");
        JsonObject record = server.get("/api/admin/records/" + declined, Server.COMPLIANCE).json();
        assertThat(record.getString("decision")).isEqualTo("rejected");
        browser.screenshot("review-queue.png");

        driver.findElement(By.id("filters:export")).click();
        Path csv = wait.until(d -> exported());
        List<String> lines = Files.readAllLines(csv, StandardCharsets.UTF_8);
        assertThat(lines.get(0)).startsWith("request_id,");
        assertThat(lines).hasSize(2);
        assertThat(lines.get(1)).startsWith(declined + ",").contains(",declined,unsupported,rejected,compliance,");
    }

    @Test
    void theDeclinedAnswersHaveAStatusFilterOfTheirOwn() {
        String declined = validate("The kettle warranty lasts 7 years [1].");
        String patched = validate("The kettle warranty lasts 2 years [1]. Write to jane.doe@example.com.");
        browser.logInAt("review.xhtml", "compliance", "compliance");

        driver.findElement(By.id("filters:text")).sendKeys(marker);
        driver.findElement(By.id("filters:search")).click();
        wait.until(d -> rowKeys().size() == 2);
        browser.choose("filters:status", "Declined (the reply does not answer)");
        driver.findElement(By.id("filters:search")).click();
        browser.awaitAjax();

        wait.until(d -> rowKeys().equals(List.of(declined)));
        assertThat(rowKeys()).doesNotContain(patched);
    }

    /** The exported file once the browser has finished saving it, or null. */
    private Path exported() {
        try (Stream<Path> files = Files.list(browser.downloads())) {
            return files.filter(f -> f.getFileName().toString().endsWith(".csv")).findFirst().orElse(null);
        } catch (IOException e) {
            return null;
        }
    }
}
