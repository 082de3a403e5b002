package io.ragguard.console;

import io.ragguard.system.Server;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An admin's tone style in headless Chromium: creates one, previews it on the sample answer (its figures
 * and citations unchanged), makes it a tenant's style, and deletes it once no setting names it.
 */
class ToneConsoleIT extends ConsoleTest {

    private static final String TENANT = "medora";

    private final String name = "plain-" + UUID.randomUUID().toString().substring(0, 8);



    @AfterEach
    void restore() {
        server.reset("tenant." + TENANT + ".tone.style");
        server.delete("/api/admin/tone-styles/" + name, Server.ADMIN);
    }

    private void type(String id, String text) {
        WebElement field = driver.findElement(By.id(id));
        field.clear();
        field.sendKeys(text);
    }

    private By row() {
        return By.xpath("//tr[.//span[contains(@class,'style-name') and .='" + name + "']]");
    }

    @Test
    void anAdminCreatesPreviewsAppliesAndDeletesAToneStyle() {
        browser.logInAt("tone.xhtml", "admin", "admin");

        type("tone:name", name);
        type("tone:description", "Plain words, no contractions");
        browser.choose("tone:contractions", "expand");
        type("tone:guidance", "Write plainly.");
        driver.findElement(By.id("tone:preview")).click();
        WebElement previewed = wait.until(d -> {
            WebElement p = d.findElement(By.cssSelector(".tone-preview"));
            return p.getText().isBlank() ? null : p;
        });
        assertThat(previewed.getText()).as("openers, sign-offs, emoji and contractions go; figures and citations stay")
                .isEqualTo("You cannot return opened items after 30 days [1]; we will refund the card you paid "
                        + "with within 5 business days [2].");

        driver.findElement(By.id("tone:save")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(row()));
        assertThat(server.get("/api/admin/tone-styles/" + name, Server.ADMIN).json().getString("contractions"))
                .isEqualTo("expand");

        browser.choose("tone:tenant", TENANT);
        browser.choose("tone:tenantStyle", name);
        driver.findElement(By.id("tone:applyTenant")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(row(), "tenant." + TENANT + ".tone.style"));
        assertThat(server.get("/api/admin/settings/tenant." + TENANT + ".tone.style", Server.ADMIN).json()
                .getString("value")).isEqualTo(name);

        driver.findElement(row()).findElement(By.cssSelector(".delete-style")).click();
        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".ui-confirmdialog-yes"))).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), "in use"));
        assertThat(driver.findElements(row())).as("a style in use stays").isNotEmpty();

        browser.choose("tone:tenantStyle", "the global style");
        driver.findElement(By.id("tone:applyTenant")).click();
        browser.awaitAjax();
        driver.findElement(row()).findElement(By.cssSelector(".delete-style")).click();
        wait.until(ExpectedConditions.elementToBeClickable(By.cssSelector(".ui-confirmdialog-yes"))).click();
        wait.until(ExpectedConditions.invisibilityOfElementLocated(row()));
        assertThat(server.get("/api/admin/tone-styles/" + name, Server.ADMIN).status()).isEqualTo(404);
    }
}
