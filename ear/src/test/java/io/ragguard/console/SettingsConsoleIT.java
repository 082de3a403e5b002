package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;


import static org.assertj.core.api.Assertions.assertThat;

/**
 * The settings an admin changes in headless Chromium: a value checked beside its field before it is saved,
 * a reset to the default, an earlier value restored from the history; switching the validator chain off
 * asks first; and an action after the login expired saves nothing and ends on the login form, which says
 * why.
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

    private void type(String name, String value) {
        WebElement field = in(name, "input.setting-value");
        field.clear();
        field.sendKeys(value);
        in(name, ".save-setting").click();
        browser.awaitAjax();
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
