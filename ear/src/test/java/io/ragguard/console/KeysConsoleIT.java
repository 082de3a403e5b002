package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
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
        driver.findElement(By.id("keys:create")).click();

        WebElement value = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".key-value")));
        assertThat(value.getText()).startsWith("rg-").hasSize(30);
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
}
