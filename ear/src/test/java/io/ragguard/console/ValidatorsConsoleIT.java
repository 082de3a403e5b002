package io.ragguard.console;

import io.ragguard.system.Server;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.List;
import java.util.Locale;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

/**
 * The validators page in headless Chromium: each of the seventeen validators says in a sentence what it checks,
 * which way its score counts, and its threshold, beside its switch, its Calibrate button where it has a threshold,
 * and how its runs of the last 24 hours ended.
 */
class ValidatorsConsoleIT extends ConsoleTest {

    private static final List<String> VALIDATORS = List.of("faithfulness", "evidence-overlap", "answer-relevancy",
            "confidence", "citation-required", "citation-relevance", "claims", "ethics", "token-budget",
            "pii-leakage", "identity-check", "ego-neutrality", "terminology", "schema-format", "retrieval-coverage",
            "numeric-units", "language");
    private static final List<String> DIRECTIONS = List.of("higher is better: fails below the threshold",
            "lower is better: fails above the threshold", "no threshold: fails on what it finds");
    private static final String GOLDEN = "How long is the return window for Trail Points members on full-price purchases?";

    private WebElement row(String validator) {
        return driver.findElement(By.cssSelector("#validators\\:chain tr.validator-" + validator));
    }

    private String in(String validator, String css) {
        return row(validator).findElement(By.cssSelector(css)).getText().strip();
    }

    @Test
    void everyValidatorSaysWhatItChecksWhichWayItsScoreCountsAndItsThreshold() {
        browser.logInAt("validators.xhtml", "admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("validators:chain")));

        assertThat(driver.findElements(By.cssSelector("#validators\\:chain .validator-name")))
                .extracting(WebElement::getText).containsExactlyInAnyOrderElementsOf(VALIDATORS);
        for (String validator : VALIDATORS) {
            assertThat(in(validator, ".validator-checks")).as(validator + " checks").matches("[A-Z].{10,}\\.");
            assertThat(in(validator, ".validator-direction")).as(validator + " direction").isIn(DIRECTIONS);
        }
        assertThat(in("faithfulness", ".validator-checks"))
                .isEqualTo("Each sentence of the answer as served is supported by the evidence.");
        assertThat(in("faithfulness", ".validator-direction")).isEqualTo(DIRECTIONS.get(0));
        assertThat(in("ethics", ".validator-direction")).isEqualTo(DIRECTIONS.get(1));
        assertThat(in("pii-leakage", ".validator-direction")).isEqualTo(DIRECTIONS.get(2));
        assertThat(in("pii-leakage", ".validator-repairs")).startsWith("Repairs: Redacts e-mail addresses");
        assertThat(in("pii-leakage", ".validator-threshold")).isEqualTo("threshold: none");
        assertThat(in("token-budget", ".validator-threshold")).matches("threshold: \\d+ \\(max-tokens\\)");
        assertThat(in("claims", ".validator-threshold")).isEqualTo("threshold: 1 (fixed)");

        String threshold = server.get("/api/admin/settings/validator.faithfulness.threshold", Server.ADMIN).json()
                .getString("value");
        WebElement field = row("faithfulness").findElement(By.cssSelector("input.threshold-faithfulness"));
        assertThat(Double.parseDouble(field.getDomProperty("value"))).isEqualTo(Double.parseDouble(threshold));
        assertThat(row("faithfulness").findElements(By.cssSelector(".calibrate-faithfulness"))).as("Calibrate stays")
                .hasSize(1);
    }

    @Test
    void eachValidatorsPassPatchAndFailRatesOfTheLast24HoursAreShown() {
        Server.Reply reply = server.chat(GOLDEN, "northwind");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        browser.logInAt("validators.xhtml", "admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("validators:chain")));

        assertThat(driver.findElement(By.cssSelector("#validators\\:chain .ui-datatable-header")).getText())
                .contains("last 24 hours");
        String runs = in("faithfulness", ".rate-runs");
        assertThat(runs).matches("of [\\d,]+ runs?");
        assertThat(Long.parseLong(runs.replaceAll("\\D", ""))).as("the answer just given").isPositive();
        double total = 0;
        for (String rate : List.of(".rate-pass", ".rate-patched", ".rate-fail", ".rate-other")) {
            String shown = in("faithfulness", rate);
            assertThat(shown).as(rate).matches("\\d{1,3}\\.\\d %");
            total += Double.parseDouble(shown.replace(" %", ""));
        }
        assertThat(total).as("the shares add up").isCloseTo(100.0, offset(0.3));
        assertThat(row("faithfulness").getText().toLowerCase(Locale.ROOT)).contains("pass").contains("patched")
                .contains("fail");
    }
}
