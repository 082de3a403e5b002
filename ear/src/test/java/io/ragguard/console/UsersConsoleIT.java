package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An admin adds a named reviewer in headless Chromium; the reviewer signs in under their own name, which
 * the console shows and their decisions carry; the admin disables them and they cannot sign in again.
 */
class UsersConsoleIT extends ConsoleTest {

    private final String name = "riley" + UUID.randomUUID().toString().substring(0, 6);
    private static final String PASSWORD = "lantern-harbour-42";

    private By row() {
        return By.xpath("//tr[.//span[contains(@class,'user-login') and .='" + name + "']]");
    }

    @Test
    void anAdminAddsAReviewerWhoSignsInUnderTheirNameUntilDisabled() {
        browser.logInAt("users.xhtml", "admin", "admin");
        driver.findElement(By.id("users:name")).sendKeys(name);
        driver.findElement(By.id("users:display")).sendKeys("Riley Moreno");
        driver.findElement(By.id("users:password")).sendKeys(PASSWORD);
        driver.findElement(By.id("users:create")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(row()));
        assertThat(driver.findElement(row()).findElement(By.cssSelector(".user-roles")).getText()).contains("compliance");
        JsonObject listed = server.get("/api/admin/users/" + name, Server.ADMIN).json();
        assertThat(listed.getString("display_name")).isEqualTo("Riley Moreno");
        assertThat(listed.toString()).doesNotContain(PASSWORD).doesNotContain("pbkdf2");

        driver.findElement(By.cssSelector("a.logout")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        browser.logInAt("review.xhtml", name, PASSWORD);
        assertThat(driver.findElement(By.cssSelector(".user-name")).getText()).isEqualTo("Riley Moreno");
        driver.get(browser.console("users.xhtml"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.findElements(By.id("users:create"))).as("a reviewer does not manage users").isEmpty();
        Server.Reply asReviewer = server.get("/api/admin/records?limit=1", name + ":" + PASSWORD);
        assertThat(asReviewer.status()).as("the API takes the same login").isEqualTo(200);
        String requestId = asReviewer.structure().asJsonArray().getJsonObject(0).getString("request_id");
        assertThat(server.post("/api/admin/records/" + requestId + "/decision", name + ":" + PASSWORD,
                "{\"decision\": \"escalated\", \"note\": \"Needs legal.\"}").status()).isEqualTo(200);
        JsonArray decisions = server.get("/api/admin/records/" + requestId, Server.ADMIN).json().getJsonArray("decisions");
        assertThat(decisions.getJsonObject(decisions.size() - 1).getString("reviewer")).as("the decision names the person")
                .isEqualTo(name);
        assertThat(server.get("/api/admin/users", name + ":" + PASSWORD).status()).isEqualTo(403);

        driver.get(browser.console("review.xhtml"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector("a.logout"))).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        browser.logInAt("users.xhtml", "admin", "admin");
        driver.findElement(row()).findElement(By.cssSelector(".disable-user")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".ui-confirm-dialog")));
        driver.findElement(By.cssSelector(".ui-confirmdialog-yes")).click();
        wait.until(ExpectedConditions.textToBePresentInElementLocated(row(), "disabled"));
        assertThat(server.get("/api/admin/records?limit=1", name + ":" + PASSWORD).status()).isEqualTo(401);
        assertThat(server.get("/api/admin/audit?limit=200", Server.ADMIN).body()).contains("user.create")
                .contains("user.disable");

        driver.findElement(By.cssSelector("a.logout")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login")));
        browser.submitLogin(name, PASSWORD);
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("login-error")));
    }
}
