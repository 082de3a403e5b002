package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The settings an admin changes in headless Chromium: grouped by area, closed until opened, a search showing only
 * the groups it matches; a value checked beside its field before it is saved, a reset to the default, an earlier
 * value restored from the history, which shows each change from one value to another, and the original value
 * restored; switching the validator chain off asks first; and an action after the login expired saves nothing
 * and ends on the login form, which says why.
 */
class SettingsConsoleIT extends ConsoleTest {

    private static final String THRESHOLD = "validator.evidence-overlap.threshold";
    private static final String BLUEBAY = "tenant.bluebay.";




    @AfterEach
    void restore() {
        server.reset(BLUEBAY + THRESHOLD);
        server.reset(THRESHOLD);
        server.reset("enable.validators");
        server.reset("validator.citation-required.enabled");
    }

    private JsonObject setting(String name) {
        return server.get("/api/admin/settings/" + name, Server.ADMIN).json();
    }

    /** The row of a setting, found by its key in small print. */
    private By row(String name) {
        return By.xpath("//tr[.//span[contains(@class,'setting-key') and .='" + name + "']]");
    }

    private WebElement in(String name, String css) {
        return driver.findElement(row(name)).findElement(By.cssSelector(css));
    }

    private void find(String text) {
        WebElement filter = driver.findElement(By.id("settings:filter"));
        filter.clear();
        filter.sendKeys(text);
        wait.until(d -> d.findElements(By.cssSelector(".setting-key")).size() == 1);
    }

    /** The headings of the groups shown, "Retrieval (12)", "Security (2 of 4)". */
    private List<String> groups() {
        return driver.findElements(By.cssSelector(".setting-group .ui-panel-title")).stream()
                .map(WebElement::getText).toList();
    }

    private WebElement group(String title) {
        return driver.findElement(By.xpath("//div[contains(concat(' ', normalize-space(@class), ' '), ' setting-group ')]"
                + "[.//span[contains(@class,'ui-panel-title') and starts-with(., '" + title + " (')]]"));
    }

    private void type(String name, String value) {
        WebElement field = in(name, "input.setting-value");
        field.clear();
        field.sendKeys(value);
        in(name, ".save-setting").click();
        browser.awaitAjax();
    }

    @Test
    void theSettingsStandInGroupsByAreaClosedUntilOpenedAndASearchShowsOnlyTheGroupsItMatches() {
        browser.logInAt("settings.xhtml", "admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("settings:groups")));

        List<String> headings = groups();
        for (String area : List.of("Retrieval", "Generation \\(model\\)", "Validation chain", "Validator: faithfulness",
                "Validator: evidence-overlap", "Validator: pii-leakage", "Tone", "Security",
                "Recording, retention and review")) {
            assertThat(headings).as(area).anyMatch(h -> h.matches(area + " \\(\\d+\\)"));
        }
        assertThat(headings.stream().filter(h -> h.startsWith("Validator: "))).as("one group per validator")
                .hasSize(17);
        int counted = headings.stream().mapToInt(h -> Integer.parseInt(h.replaceAll(".*\\((\\d+)\\)$", "$1"))).sum();
        assertThat(driver.findElements(By.cssSelector(".setting-key"))).as("every setting in one group")
                .hasSize(counted).noneMatch(WebElement::isDisplayed);

        WebElement faithfulness = group("Validator: faithfulness");
        faithfulness.findElement(By.cssSelector(".ui-panel-titlebar-icon")).click();
        wait.until(d -> d.findElement(row("validator.faithfulness.threshold")).isDisplayed());
        assertThat(group("Validator: faithfulness").findElements(By.cssSelector(".setting-key")))
                .extracting(WebElement::getText).contains("validator.faithfulness.enabled",
                        "validator.faithfulness.threshold");

        WebElement filter = driver.findElement(By.id("settings:filter"));
        filter.sendKeys("login.max-failures");
        wait.until(d -> groups().size() == 1);
        assertThat(groups().get(0)).matches("Security \\(2 of \\d+\\)");
        assertThat(driver.findElement(row("login.max-failures")).isDisplayed()).as("opened by the search").isTrue();

        find(THRESHOLD);
        assertThat(groups()).hasSize(1).first().asString().startsWith("Validator: evidence-overlap (1 of ");
        filter = driver.findElement(By.id("settings:filter"));
        filter.clear();
        filter.sendKeys("no-such-setting-anywhere");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".settings-none")));
        assertThat(groups()).isEmpty();
    }

    @Test
    void theHistoryShowsEachChangeFromOneValueToAnotherAndRestoresTheOriginalValue() {
        String original = setting(THRESHOLD).getString("default_value");
        for (int change = 0; change < 30; change++) { // a history longer than the window is high
            server.set(THRESHOLD, Json.createValue(change % 2 == 0 ? 0.4 : 0.5));
        }
        server.set(THRESHOLD, Json.createValue(0.2));
        server.set(THRESHOLD, Json.createValue(0.3));
        browser.logInAt("settings.xhtml", "admin", "admin");
        find(THRESHOLD);

        in(THRESHOLD, ".history-setting").click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".setting-history")));
        List<WebElement> changes = driver.findElements(By.cssSelector(".setting-history tr.history-change"));
        assertThat(changes).as("newest first").hasSizeGreaterThanOrEqualTo(2);
        assertThat(changes.get(0).findElement(By.cssSelector(".history-from")).getText()).isEqualTo("0.2");
        assertThat(changes.get(0).findElement(By.cssSelector(".history-to")).getText()).isEqualTo("0.3");
        assertThat(changes.get(0).getText()).contains("0.2 → 0.3").contains("admin");
        assertThat(changes.get(1).findElement(By.cssSelector(".history-from")).getText()).isEqualTo("0.5");
        assertThat(changes.get(1).findElement(By.cssSelector(".history-to")).getText()).isEqualTo("0.2");
        WebElement first = driver.findElement(By.cssSelector(".setting-history tr.history-original"));
        assertThat(first.findElement(By.cssSelector(".history-original-value")).getText()).isEqualTo(original);

        WebElement restore = first.findElement(By.cssSelector(".restore-original"));
        assertThat(restore.isEnabled()).isTrue();
        // a long history scrolls within the dialog; the button is pressed where it is, scrolled or not
        browser.script("arguments[0].scrollIntoView({block: 'center'}); arguments[0].click();", restore);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), "Restored"));
        assertThat(setting(THRESHOLD).getString("source")).as("back to the default").isNotEqualTo("database");
        assertThat(setting(THRESHOLD).getString("value")).isEqualTo(original);
        wait.until(d -> {
            // the refreshed table scrolls within the dialog: what a reader sees is where the row is, scrolled to
            WebElement row = d.findElement(By.cssSelector(".setting-history tr.history-original"));
            browser.script("arguments[0].scrollIntoView({block: 'center'});", row);
            return row.getText().contains("in force");
        });
        assertThat(driver.findElements(By.cssSelector(".setting-history .restore-original"))).isEmpty();
        assertThat((Boolean) browser.script("var box = document.getElementById('history').getBoundingClientRect();"
                + " return box.bottom <= window.innerHeight;")).as("the refreshed history still fits the window").isTrue();
    }

    @Test
    void aTenantsOwnValueShowsBesideTheGlobalOneAndRightAfterIt() {
        server.set(BLUEBAY + THRESHOLD, Json.createValue(0.2));
        browser.logInAt("settings.xhtml", "admin", "admin");

        WebElement filter = driver.findElement(By.id("settings:filter"));
        filter.sendKeys(THRESHOLD);
        wait.until(d -> d.findElements(By.cssSelector(".setting-key")).size() == 2);

        assertThat(driver.findElements(By.cssSelector(".setting-key"))).extracting(WebElement::getText)
                .containsExactly(THRESHOLD, BLUEBAY + THRESHOLD);
        assertThat(in(THRESHOLD, ".setting-overrides").getText()).isEqualTo("Tenants' own values: bluebay 0.2");
        assertThat(in(BLUEBAY + THRESHOLD, ".setting-override-of").getText())
                .startsWith("for bluebay instead of the global ");
    }

    @Test
    void anAdminIsRefusedInlineResetsAndRestoresAnEarlierValue() {
        browser.logInAt("settings.xhtml", "admin", "admin");
        find(THRESHOLD);
        assertThat(in(THRESHOLD, ".setting-default").getText()).isEqualTo("0.08");
        assertThat(driver.findElement(row(THRESHOLD)).getText()).as("in words first")
                .contains("evidence-overlap");

        type(THRESHOLD, "5");
        wait.until(d -> !in(THRESHOLD, ".setting-message").getText().isBlank());
        assertThat(in(THRESHOLD, ".setting-message").getText()).contains("a number from 0 to 1");
        assertThat(setting(THRESHOLD).getString("source")).as("nothing saved").isNotEqualTo("database");

        type(THRESHOLD, "0.2");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), THRESHOLD + " = 0.2"));
        assertThat(setting(THRESHOLD).getString("value")).isEqualTo("0.2");

        driver.navigate().refresh();
        find(THRESHOLD);
        in(THRESHOLD, ".reset-setting").click();
        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".ui-confirmdialog-yes"))).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), "Reset"));
        assertThat(setting(THRESHOLD).getString("source")).isNotEqualTo("database");

        in(THRESHOLD, ".history-setting").click();
        By restoreTo02 = By.xpath("//tr[.//span[contains(@class,'history-value') and .='0.2']]//button");
        wait.until(ExpectedConditions.elementToBeClickable(restoreTo02)).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), "Restored"));
        assertThat(setting(THRESHOLD).getString("value")).isEqualTo("0.2");
    }

    @Test
    void switchingTheChainOffAsksFirstAndNothingIsSavedUntilConfirmed() {
        browser.logInAt("validators.xhtml", "admin", "admin");
        By toggle = By.cssSelector(".toggle-global .ui-toggleswitch-slider");
        By dialog = By.id("confirmOffDialog");

        wait.until(ExpectedConditions.elementToBeClickable(toggle)).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(dialog));
        assertThat(driver.findElement(dialog).getText()).contains("unchecked");
        assertThat(setting("enable.validators").getString("value")).as("asked, not saved").isEqualTo("true");
        driver.findElement(By.id("confirm:keepOn")).click();
        wait.until(ExpectedConditions.invisibilityOfElementLocated(dialog));
        assertThat(driver.findElement(By.cssSelector(".toggle-global")).getDomAttribute("class"))
                .as("the switch shows the saved state").contains("ui-toggleswitch-checked");

        driver.findElement(toggle).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(dialog));
        driver.findElement(By.id("confirm:switchOff")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"),
                "enable.validators = false"));
        assertThat(setting("enable.validators").getString("value")).isEqualTo("false");
    }

    @Test
    void anActionAfterTheLoginExpiredSavesNothingAndTheLoginFormSaysWhy() {
        String before = setting("validator.citation-required.enabled").getString("value");
        browser.logInAt("validators.xhtml", "admin", "admin");
        driver.manage().deleteAllCookies();

        wait.until(ExpectedConditions.elementToBeClickable(
                By.cssSelector(".toggle-citation-required .ui-toggleswitch-slider"))).click();

        WebElement expired = wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("expired")));
        assertThat(expired.getText()).contains("session expired").contains("not saved");
        assertThat(setting("validator.citation-required.enabled").getString("value")).isEqualTo(before);
        browser.submitLogin("admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".toggle-citation-required")));
        assertThat(driver.findElement(By.cssSelector(".toggle-citation-required")).getDomAttribute("class")
                .contains("ui-toggleswitch-checked")).as("the saved state").isEqualTo("true".equals(before));
    }
}
