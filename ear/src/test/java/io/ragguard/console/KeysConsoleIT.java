package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/** An admin makes an integration key in headless Chromium, sees its value once, and revokes it. */
class KeysConsoleIT extends ConsoleTest {

    private final String name = "crm " + UUID.randomUUID().toString().substring(0, 8);

    private By row() {
        return By.xpath("//tr[.//span[contains(@class,'key-name') and .='" + name + "']]");
    }

    @Test
    void anAdminMakesAKeySeesItOnceAndRevokesIt() {
        browser.logInAt("keys.xhtml", "admin", "admin");

        driver.findElement(By.id("keys:name")).sendKeys(name);
        driver.findElement(By.cssSelector("label[for='keys:tenants:1']")).click();
        driver.findElement(By.id("keys:expires_input")).sendKeys("2099-12-31", Keys.TAB);
        wait.until(ExpectedConditions.invisibilityOfElementLocated(By.cssSelector(".ui-datepicker-panel")));
        driver.findElement(By.id("keys:create")).click();

        WebElement value = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".key-value")));
        assertThat(value.getText()).startsWith("rg-").hasSize(30);
        driver.findElement(By.id("keys:copy")).click();
        wait.until(d -> d.findElement(By.id("keys:copy")).getText().matches("Copied|Selected: press Ctrl\\+C"));
        assertThat(driver.findElement(row()).findElement(By.cssSelector(".key-last-day")).getText())
                .as("the last day as entered").isEqualTo("2099-12-31");
        assertThat(driver.findElement(row()).findElements(By.cssSelector(".key-expired"))).isEmpty();
        JsonObject listed = server.get("/api/admin/keys", Server.ADMIN).structure().asJsonArray()
                .getValuesAs(JsonObject.class).stream().filter(k -> k.getString("name").equals(name)).findFirst()
                .orElseThrow();
        assertThat(listed.getString("prefix")).isEqualTo(value.getText().substring(0, 7));
        assertThat(listed.getJsonArray("tenants")).hasSize(1);

        driver.navigate().refresh();
        wait.until(ExpectedConditions.visibilityOfElementLocated(row()));
        assertThat(driver.findElements(By.cssSelector(".key-value"))).as("shown once").isEmpty();

        driver.findElement(row()).findElement(By.cssSelector(".revoke")).click();
        WebElement confirm = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".ui-confirm-dialog")));
        assertThat(confirm.getText()).contains(name);
        driver.findElement(By.cssSelector(".ui-confirmdialog-yes")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(row(), "revoked by admin"));
        assertThat(server.get("/api/admin/keys/" + listed.getJsonNumber("id").longValue(), Server.ADMIN).json()
                .getString("revoked_by")).isEqualTo("admin");
    }

    @Test
    void aKeyPastItsLastDayIsMarkedExpired() throws InterruptedException {
        Server.Reply made = server.post("/api/admin/keys", Server.ADMIN, "{\"name\": \"" + name + "\", \"tenants\": "
                + "[\"northwind\"], \"expires_at\": \"" + java.time.Instant.now().plusSeconds(2) + "\"}");
        assertThat(made.status()).as(made.body()).isEqualTo(201);
        Thread.sleep(2500);

        browser.logInAt("keys.xhtml", "admin", "admin");

        WebElement expired = wait.until(ExpectedConditions.visibilityOfElementLocated(row()))
                .findElement(By.cssSelector(".key-expired"));
        assertThat(expired.getText()).isEqualTo("expired");
    }
}
