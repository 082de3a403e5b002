package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The model page in headless Chromium: an admin sets tenant bluebay's model, sees a refused value named
 * on its field with nothing stored, sets a write-only key and tests the connection, each checked through
 * the admin API; a save without a login never looks saved. Compliance officers may not open the page.
 */
class ModelConsoleIT extends ConsoleTest {

    private static final String TENANT = "bluebay";
    /** Every override a test here may store; removed after each test. */
    private static final List<String> OVERRIDES = List.of("tenant.bluebay.llm.model", "tenant.bluebay.llm.timeout-ms",
            "tenant.bluebay.llm.api-key", "tenant.bluebay.llm.provider");




    @AfterEach
    void removeTheOverrides() {
        List<String> failed = new ArrayList<>();
        for (String name : OVERRIDES) {
            Server.Reply reply = server.delete("/api/admin/settings/" + name, Server.ADMIN);
            if (reply.status() != 200) {
                failed.add(name + ": " + reply);
            }
        }
        assertThat(failed).as("overrides not removed").isEmpty();
    }

    @Test
    void adminSetsATenantsModelWhichIsStoredAsItsOwnOverride() {
        openBluebay();

        type("model:model", "fake-model-x");
        save();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("model:messages"), "Saved"));
        assertThat(text("model:messages")).contains("tenant.bluebay.llm.model");

        driver.navigate().refresh();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("model:tenant")));
        chooseTenant(TENANT);
        assertThat(value("model:model")).isEqualTo("fake-model-x");
        assertThat(text("model:modelSource")).contains("database").contains("this tenant's own value");
        JsonObject stored = setting("tenant.bluebay.llm.model");
        assertThat(stored.getString("value")).isEqualTo("fake-model-x");
        assertThat(stored.getString("source")).isEqualTo("database");
    }

    @Test
    void aRefusedValueIsNamedOnItsFieldStaysTypedAndNothingIsStored() {
        JsonObject before = setting("tenant.bluebay.llm.timeout-ms");
        openBluebay();

        type("model:timeoutMs", "-5");
        save();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("model:timeoutMsMessage"),
                "llm.timeout-ms"));

        assertThat(text("model:timeoutMsMessage")).contains("-5");
        assertThat(text("model:messages")).contains("Not saved").contains("tenant.bluebay.llm.timeout-ms");
        assertThat(driver.findElements(By.cssSelector("[id='model:messages'] .ui-messages-info"))).isEmpty();
        assertThat(value("model:timeoutMs")).isEqualTo("-5");
        JsonObject after = setting("tenant.bluebay.llm.timeout-ms");
        assertThat(after.getString("value", null)).isEqualTo(before.getString("value", null));
        assertThat(after.getString("source")).isEqualTo(before.getString("source"));
    }

    @Test
    void theKeyIsWriteOnlyAndShownOnlyAsSet() {
        assertThat(setting("tenant.bluebay.llm.api-key").getBoolean("set")).isFalse();
        openBluebay();

        type("model:apiKey", "sk-console-test");
        save();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("model:messages"), "Saved"));

        assertThat(text("model:apiKeySet")).isEqualTo("set");
        assertThat(text("model:apiKeySource")).contains("database");
        assertThat(value("model:apiKey")).isEmpty();
        assertThat(driver.getPageSource()).doesNotContain("sk-console-test");
        Server.Reply reply = server.get("/api/admin/settings/tenant.bluebay.llm.api-key", Server.ADMIN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.body()).doesNotContain("sk-console-test");
        assertThat(reply.json().getBoolean("set")).isTrue();
        assertThat(reply.json().containsKey("value")).isFalse();
    }

    @Test
    void testsTheConnectionOfTheExtractiveGenerator() {
        openBluebay();

        browser.choose("model:provider", "extractive");
        save();
        wait.until(d -> text("model:messages").contains("Saved") || text("model:messages").contains("Nothing to save"));
        Server.Reply model = server.get("/api/admin/model?tenant=" + TENANT, Server.ADMIN);
        assertThat(model.status()).as(model.body()).isEqualTo(200);
        assertThat(model.json().getString("provider")).isEqualTo("extractive");

        driver.findElement(By.id("model:test")).click();
        wait.until(d -> text("model:testResult").startsWith("OK") || text("model:testResult").startsWith("Failed"));

        assertThat(text("model:testResult")).matches("OK — extractive answered in \\d+ ms");
        assertThat(driver.findElement(By.id("model:testResult")).getDomAttribute("class")).contains("test-ok");
    }

    @Test
    void complianceOfficerCannotOpenTheModelPage() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        assertThat(driver.findElements(By.id("menu:model"))).isEmpty();
        driver.get(browser.console("model.xhtml"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.findElements(By.id("model:save"))).isEmpty();
    }

    /** Logs in as admin, opens the model page and shows bluebay's settings. */
    private void openBluebay() {
        browser.logInAt("model.xhtml", "admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("model:tenant")));
        chooseTenant(TENANT);
    }

    /** Picks the tenant and waits until the fields show its settings. */
    private void chooseTenant(String tenant) {
        browser.choose("model:tenant", tenant);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("model:scope"), "of " + tenant));
    }

    private void type(String id, String text) {
        WebElement field = driver.findElement(By.id(id));
        field.clear();
        field.sendKeys(text);
    }

    private void save() {
        driver.findElement(By.id("model:save")).click();
        browser.awaitAjax();
    }

    private String text(String id) {
        return driver.findElement(By.id(id)).getText();
    }

    private String value(String id) {
        return driver.findElement(By.id(id)).getDomProperty("value");
    }

    /** A setting as the admin API shows it. */
    private JsonObject setting(String name) {
        Server.Reply reply = server.get("/api/admin/settings/" + name, Server.ADMIN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }
}
