package io.ragguard.console;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The knowledge page in headless Chromium: an admin picks a tenant, sees its documents' titles as text
 * (never as markup), uploads a file and deletes it after confirming; compliance officers may not open
 * the page.
 */
class KnowledgeConsoleIT extends ConsoleTest {


    private final String base = System.getProperty("it.base.url", "http://localhost:9080");
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final String run = UUID.randomUUID().toString().substring(0, 8);



    @AfterEach
    void deleteWhatWasUploaded() throws IOException, InterruptedException {
        for (JsonObject item : medoraDocuments()) {
            if (item.getString("title").contains(run)) {
                api("DELETE", "/api/knowledge/" + item.getJsonNumber("id").longValue());
            }
        }
    }

    @Test
    void adminSeesATenantsDocumentsAsTextUploadsAFileAndDeletesIt(@TempDir Path files) throws Exception {
        String markup = "<img src=x onerror=window.__xss=1> Halcyon " + run;
        api("POST", "/api/knowledge", Json.createObjectBuilder().add("title", markup).add("tenant", "medora")
                .add("content", "The Halcyon lantern ships with two spare wicks.").build().toString());
        String name = "halcyon-" + run + ".md";
        Path file = Files.writeString(files.resolve(name),
                "# Halcyon\n\nA Halcyon wick burns for 40 hours.\n", StandardCharsets.UTF_8);
        browser.logInAt("knowledge.xhtml", "admin", "admin");
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("knowledge:documents")));

        browser.choose("knowledge:tenant", "medora");
        WebElement listed = wait.until(ExpectedConditions.visibilityOfElementLocated(row(markup)));
        assertThat(listed.findElement(By.cssSelector(".document-title")).getText()).isEqualTo(markup);
        assertThat(driver.getPageSource()).contains("&lt;img src=x onerror=window.__xss=1&gt;");
        assertThat(browser.script("return typeof window.__xss")).isEqualTo("undefined");

        driver.findElement(By.cssSelector("#knowledge\\:upload input[type=file]")).sendKeys(file.toString());
        WebElement uploaded = wait.until(ExpectedConditions.visibilityOfElementLocated(row(name)));
        assertThat(uploaded.findElement(By.cssSelector(".source-id")).getText()).isEqualTo(name);
        assertThat(medoraDocuments()).anySatisfy(item -> assertThat(item.getString("title")).isEqualTo(name));

        driver.findElement(By.id("knowledge:title")).sendKeys("HALCYON-" + run);
        driver.findElement(By.id("knowledge:search")).click();
        wait.until(ExpectedConditions.invisibilityOfElementLocated(row(markup)));
        assertThat(driver.findElements(By.cssSelector(".document-title"))).extracting(WebElement::getText)
                .as("found by its title, in any case").containsExactly(name);

        driver.findElement(row(name)).findElement(By.cssSelector(".view")).click();
        WebElement chunk = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".chunk-text")));
        assertThat(chunk.getText()).contains("A Halcyon wick burns for 40 hours.");
        browser.script("PF('document').hide()");
        wait.until(ExpectedConditions.invisibilityOfElementLocated(By.cssSelector(".chunk-text")));

        driver.findElement(row(name)).findElement(By.cssSelector(".delete")).click();
        WebElement confirm = wait.until(ExpectedConditions.visibilityOfElementLocated(By.cssSelector(".ui-confirm-dialog")));
        assertThat(confirm.getText()).as("the confirmation names the document").contains(name).contains("medora");
        driver.findElement(By.cssSelector(".ui-confirmdialog-yes")).click();
        wait.until(ExpectedConditions.invisibilityOfElementLocated(row(name)));
        assertThat(medoraDocuments()).noneSatisfy(item -> assertThat(item.getString("title")).isEqualTo(name));
    }

    @Test
    void theGapsPageListsTheNamesATenantsKnowledgeLacked() throws Exception {
        String lacking = "Zephyrine" + run.replaceAll("[^a-z0-9]", "");
        api("POST", "/api/validate", Json.createObjectBuilder().add("tenant", "medora")
                .add("question", "Does " + lacking + " ship abroad?")
                .add("answer", "Yes, " + lacking + " ships abroad within 5 days [1].")
                .add("contexts", Json.createArrayBuilder().add("Orders ship within 5 days."))
                .build().toString());
        browser.logInAt("gaps.xhtml", "admin", "admin");

        browser.choose("gaps:tenant", "medora");

        wait.until(d -> d.findElements(By.cssSelector(".gap-entity")).stream()
                .anyMatch(e -> e.getText().contains(lacking)));
        assertThat(driver.findElement(By.id("gaps:recent")).getText()).contains("Does " + lacking + " ship abroad?");

        String unanswerable = "Do you rent " + lacking + " canoes?";
        for (String asked : new String[] {unanswerable.toUpperCase(java.util.Locale.ROOT), unanswerable}) {
            assertThat(server.chat(asked, "medora").json().getJsonObject("validation_metrics").getString("status"))
                    .as("medora's knowledge holds no canoes").isEqualTo("declined");
        }
        driver.navigate().refresh();
        browser.choose("gaps:tenant", "medora");
        WebElement declined = wait.until(d -> d.findElements(By.xpath("//tr[.//span[contains(@class,'declined-question')"
                + " and contains(., '" + lacking + "')]]")).stream().findFirst().orElse(null));
        assertThat(declined.findElement(By.cssSelector(".declined-asked")).getText())
                .as("counted in any case, shown as last asked")
                .isEqualTo("2");
    }

    /** The table row of the document with this title. */
    private static By row(String title) {
        return By.xpath("//tr[.//span[contains(@class,'document-title') and .=" + xpathLiteral(title) + "]]");
    }

    private static String xpathLiteral(String text) {
        return text.contains("'") ? "\"" + text + "\"" : "'" + text + "'";
    }

    @Test
    void complianceOfficerCannotOpenTheKnowledgePage() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        assertThat(driver.findElements(By.id("menu:knowledge"))).isEmpty();
        driver.get(browser.console("knowledge.xhtml"));
        wait.until(d -> d.getPageSource().contains("403"));
        assertThat(driver.findElements(By.id("knowledge:documents"))).isEmpty();
    }

    private List<JsonObject> medoraDocuments() throws IOException, InterruptedException {
        try (JsonReader reader = Json.createReader(new StringReader(
                api("GET", "/api/knowledge?tenant=medora&max=500")))) {
            return reader.readObject().getJsonArray("items").getValuesAs(JsonObject.class);
        }
    }

    private String api(String method, String path) throws IOException, InterruptedException {
        return api(method, path, null);
    }

    private String api(String method, String path, String json) throws IOException, InterruptedException {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .header("Authorization", path.startsWith("/api/validate") ? "Bearer rg-demo-key"
                        : "Basic " + Base64.getEncoder().encodeToString("admin:admin".getBytes(StandardCharsets.UTF_8)))
                .timeout(Duration.ofSeconds(30))
                .method(method, json == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(json, StandardCharsets.UTF_8));
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isIn(200, 202, 204);
        return response.body();
    }
}
