package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An admin's identity prompt work in headless Chromium: edits a draft, previews it in a chat that
 * publishes nothing, publishes it, compares it with the version before, and rolls back to that one.
 */
class IdentityConsoleIT extends ConsoleTest {

    private static final String TENANT = "helixpharma";
    private static final String PATH = "/api/admin/tenants/" + TENANT + "/identity";

    private final String marker = "zq" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);

    private int original;

    @BeforeEach
    void rememberTheActiveVersion() {
        original = active().getInt("version");
    }

    @AfterEach
    void restore() {
        server.post(PATH + "/" + original + "/activate", Server.ADMIN, "{}");
    }

    private JsonObject active() {
        Server.Reply identity = server.get(PATH, Server.ADMIN);
        assertThat(identity.status()).as(identity.body()).isEqualTo(200);
        return identity.json().getJsonObject("active");
    }

    @Test
    void anAdminPreviewsPublishesComparesAndRollsBackAnIdentityPrompt() {
        String draft = "You are the " + marker + " assistant of Helix Pharma. Answer in one or two sentences.";
        browser.logInAt("identity.xhtml", "admin", "admin");
        browser.choose("identity:tenant", TENANT);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("identity:activeVersion"),
                "active: version " + original));

        WebElement text = driver.findElement(By.id("identity:draft"));
        text.clear();
        text.sendKeys(draft);
        driver.findElement(By.id("identity:question"))
                .sendKeys("How quickly must an employee report adverse drug experiences to Pharmacovigilance?");
        driver.findElement(By.id("identity:preview")).click();
        WebElement served = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".preview-served")));
        assertThat(served.getText()).contains("24 hours");
        assertThat(driver.findElement(By.cssSelector(".preview-status")).getText()).isEqualTo("passed");
        assertThat(driver.findElement(By.cssSelector(".prompt-ignored")).getText())
                .as("the demo's built-in generator does not read the prompt, and the preview says so")
                .contains("does not read the identity prompt");
        assertThat(driver.findElement(By.cssSelector(".system-prompt")).getDomProperty("textContent"))
                .as("the draft opens the preview's system prompt").startsWith(draft);
        assertThat(active().getInt("version")).as("a preview publishes nothing").isEqualTo(original);

        driver.findElement(By.id("identity:publish")).click();
        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".ui-confirmdialog-yes"))).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("identity:activeVersion"),
                "published by admin"));
        JsonObject published = active();
        assertThat(published.getInt("version")).isGreaterThan(original);
        assertThat(published.getString("text")).isEqualTo(draft);

        browser.choose("identity:compareFrom", String.valueOf(original));
        browser.choose("identity:compareTo", String.valueOf(published.getInt("version")));
        driver.findElement(By.id("identity:compare")).click();
        wait.until(d -> d.findElements(By.cssSelector(".identity-diff .segment-added")).stream()
                .anyMatch(added -> added.getText().contains(marker)));

        driver.findElement(By.xpath("//tr[.//span[contains(@class,'version-number') and .='" + original
                + "']]//button[contains(@class,'activate-version')]")).click();
        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".ui-confirmdialog-yes"))).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("identity:activeVersion"),
                "active: version " + original + ","));
        assertThat(active().getInt("version")).isEqualTo(original);
        assertThat(server.get("/api/admin/audit?action=identity&actor=admin&limit=5", Server.ADMIN).body())
                .contains("identity.publish").contains("identity.activate").contains("tenant " + TENANT);
    }
}
