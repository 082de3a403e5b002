package io.ragguard.console;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonStructure;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The tenants and guard lists pages in headless Chromium: an admin creates a tenant (its name shown as
 * text, never as markup), gives it a term and changes it, adds a guard list entry for it, and deletes it
 * after a confirmation that names it; each step checked through the admin API. Compliance officers may
 * open neither page.
 */
class TenantsConsoleIT extends ConsoleTest {

    private static final String MARKUP = "<img src=x onerror=window.__xss=1>";

    private final String base = System.getProperty("it.base.url", "http://localhost:9080");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String run = UUID.randomUUID().toString().substring(0, 8);
    private final String id = "console-" + run;
    private final String name = MARKUP + " Lantern & Co " + run;
    private final String word = "flumbrix" + run;



    @AfterEach
    void deleteTheTenant() throws IOException, InterruptedException {
        send("DELETE", "/api/admin/tenants/" + id, null);
    }

    @Test
    void adminCreatesATenantEditsATermAddsAGuardEntryAndDeletesTheTenant() throws Exception {
        browser.logInAt("tenants.xhtml", "admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("tenants:list")));

        driver.findElement(By.id("tenants:create")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("tenantForm:tenantId"))).sendKeys(id);
        driver.findElement(By.id("tenantForm:name")).sendKeys(name);
        driver.findElement(By.id("tenantForm:domain")).sendKeys("outdoor");
        driver.findElement(By.id("tenantForm:save")).click();
        growl("Created");
        WebElement row = wait.until(ExpectedConditions.visibilityOfElementLocated(tenantRow()));
        assertThat(row.findElement(By.cssSelector(".tenant-name")).getText()).isEqualTo(name);
        assertThat(driver.getPageSource()).contains("&lt;img src=x onerror=window.__xss=1&gt;");
        assertThat(browser.script("return typeof window.__xss")).isEqualTo("undefined");
        JsonObject created = json(get("/api/admin/tenants/" + id)).asJsonObject();
        assertThat(created.getString("name")).isEqualTo(name);
        assertThat(created.getString("domain")).isEqualTo("outdoor");
        assertThat(json(get("/api/admin/tenants/" + id + "/identity")).asJsonObject().getJsonObject("active")
                .getInt("version")).isEqualTo(1);

        row.findElement(By.cssSelector(".open-terms")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("terms:newCanonical"))).sendKeys("gift_card");
        driver.findElement(By.id("terms:newTerm")).sendKeys("Lantern Card");
        driver.findElement(By.id("terms:addTerm")).click();
        WebElement term = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector("tr.term-gift_card .term-input")));
        term.clear();
        term.sendKeys("Trail Card");
        driver.findElement(By.cssSelector("tr.term-gift_card .save-term")).click();
        growl("gift_card = Trail Card");
        assertThat(json(get("/api/admin/tenants/" + id)).asJsonObject().getJsonObject("terms").getString("gift_card"))
                .isEqualTo("Trail Card");

        driver.get(browser.console("guardrails.xhtml"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("guardrails:entries")));
        browser.choose("guardrails:tenant", id);
        browser.choose("guardrails:list", "Harmful words");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.id("guardrails:entries"), "No entries match."));
        driver.findElement(By.id("guardrails:add")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("entryForm:category"))).sendKeys("test");
        wait.until(ExpectedConditions.textToBe(By.id("entryForm:entryTenant_label"), id));
        driver.findElement(By.id("entryForm:pattern")).sendKeys(word);
        driver.findElement(By.id("entryForm:save")).click();
        growl("Added");
        WebElement entry = wait.until(ExpectedConditions.visibilityOfElementLocated(By.xpath(
                "//tr[.//span[contains(@class,'entry-pattern') and .='" + word + "']]")));
        assertThat(entry.findElement(By.cssSelector(".entry-list")).getText()).isEqualTo("Harmful words: test");
        assertThat(entry.findElement(By.cssSelector(".entry-tenant")).getText()).isEqualTo(id);
        assertThat(guardEntries()).anySatisfy(e -> {
            assertThat(e.getString("kind")).isEqualTo("harm_test");
            assertThat(e.getString("tenant")).isEqualTo(id);
        });

        driver.get(browser.console("tenants.xhtml"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(tenantRow())).findElement(By.cssSelector(".delete"))
                .click();
        WebElement message = wait.until(ExpectedConditions.visibilityOfElementLocated(
                By.cssSelector(".ui-confirm-dialog-message")));
        assertThat(message.getText()).contains(name, id);
        assertThat(browser.script("return typeof window.__xss")).isEqualTo("undefined");
        driver.findElement(By.cssSelector(".ui-confirmdialog-yes")).click();
        growl("Deleted");
        wait.until(ExpectedConditions.invisibilityOfElementLocated(tenantRow()));
        assertThat(get("/api/admin/tenants/" + id).statusCode()).isEqualTo(404);
        assertThat(guardEntries()).isEmpty();
    }

    @Test
    void complianceOfficerCannotOpenTheTenantsOrGuardListsPages() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        assertThat(driver.findElements(By.id("menu:tenants"))).isEmpty();
        assertThat(driver.findElements(By.id("menu:guardrails"))).isEmpty();
        for (String page : List.of("tenants.xhtml", "guardrails.xhtml")) {
            driver.get(browser.console(page));
            wait.until(d -> d.getPageSource().contains("403"));
            assertThat(driver.findElements(By.id("tenants:list"))).isEmpty();
            assertThat(driver.findElements(By.id("guardrails:entries"))).isEmpty();
        }
    }

    private By tenantRow() {
        return By.cssSelector("tr.tenant-" + id);
    }

    private void growl(String text) {
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), text));
    }

    /** The guard list entries of the tenant with this run's word. */
    private List<JsonObject> guardEntries() throws IOException, InterruptedException {
        HttpResponse<String> reply = get("/api/admin/guardrails?kind=harm_test");
        assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
        return json(reply).asJsonArray().getValuesAs(JsonObject.class).stream()
                .filter(e -> word.equals(e.getString("pattern"))).toList();
    }

    private static JsonStructure json(HttpResponse<String> reply) {
        assertThat(reply.statusCode()).as(reply.body()).isEqualTo(200);
        try (JsonReader reader = Json.createReader(new StringReader(reply.body()))) {
            return reader.read();
        }
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return send("GET", path, null);
    }

    private HttpResponse<String> send(String method, String path, String body) throws IOException,
            InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .header("Authorization", "Basic " + Base64.getEncoder()
                        .encodeToString("admin:admin".getBytes(StandardCharsets.UTF_8)))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
    }
}
