package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.io.IOException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The dashboard in headless Chromium: after a few answers every chart is drawn by Chart.js with the
 * labels and datasets it should have, the pass rate, the review queue's and the declines' numbers are those
 * the records API counts for the same range, and choosing a tenant draws the charts again with that tenant's
 * numbers.
 */
class DashboardConsoleIT extends ConsoleTest {

    private static final List<String> CHARTS = List.of("pass-rate", "reasons", "latency", "outcomes", "review",
            "fallbacks", "decline-rate", "decline-reasons");
    private static final List<String> HEADINGS = List.of("Pass rate", "Reasons by validator",
            "Latency by stage, p50 and p95", "Outcomes per validator", "Review queue: flagged answers by decision",
            "Fallbacks to the extractive generator", "Decline rate by tenant", "Declines by reason");
    /** Every status but unvalidated: the answers a pass rate is over. */
    private static final String VALIDATED = "passed,patched,unverified,declined,failed";
    private static final String GOLDEN = "How long is the return window for Trail Points members on full-price purchases?";
    /**
     * Outside the knowledge base: the confidence validator patches it to its "I don't know", so it declines
     * for no context and enters the review queue.
     */
    private static final String OFF_TOPIC = "Who won the football world cup in 1998?";
    private static final DateTimeFormatter HOUR = DateTimeFormatter.ofPattern("MM-dd HH:00").withZone(ZoneOffset.UTC);



    @BeforeEach
    void showEveryChart() {
        // every chart in view at once, as the README's picture shows them
        driver.manage().window().setSize(ConsoleBrowser.PICTURE);
    }

    @Test
    void everyChartIsDrawnAndATenantDrawsThemAgainWithItsNumbers() throws IOException {
        ask(GOLDEN, "northwind");
        JsonObject offTopic = ask(OFF_TOPIC, "bluebay");
        Instant asked = Instant.now();
        browser.logInAt("dashboard.xhtml", "admin", "admin");

        // the reasons histogram reaches the database every few seconds: refresh until it has
        wait.until(d -> {
            if (drawn("reasons") != null) {
                return true;
            }
            d.findElement(By.id("dashboard:refresh")).click();
            return false;
        });
        browser.awaitAjax();
        for (String chart : CHARTS) {
            Map<String, Object> drawn = wait.until(d -> drawn(chart));
            assertThat(labels(drawn)).as(chart + " labels").isNotEmpty();
            assertThat(datasets(drawn)).as(chart + " datasets").isNotEmpty();
        }
        String from = rangeFrom();

        Map<String, Object> passRate = drawn("pass-rate");
        assertThat(datasetLabels(passRate)).containsExactly("Pass rate (%)", "Validated answers");
        List<Object> hours = labels(passRate);
        assertThat(hours).hasSizeBetween(24, 25).first().isEqualTo(HOUR.format(Instant.parse(from)));
        assertThat(hours.get(hours.size() - 1)).isIn(HOUR.format(asked), HOUR.format(Instant.now()));
        long validated = sum(data(passRate, "Validated answers"));
        assertThat(validated).isEqualTo(records("status=" + VALIDATED + "&from=" + from));

        Map<String, Object> review = drawn("review");
        assertThat(datasetLabels(review)).containsExactly("waiting", "approved", "rejected", "escalated");
        assertThat(sum(data(review, "waiting"))).isEqualTo(records("status=flagged&decision=none&from=" + from))
                .isPositive();

        Map<String, Object> outcomes = drawn("outcomes");
        assertThat(labels(outcomes)).as("every validator that judged the off-topic answer")
                .containsAll(offTopic.getJsonObject("validation_metrics").getJsonObject("validators").keySet());
        assertThat(datasetLabels(outcomes)).contains("patched");

        Map<String, Object> latency = drawn("latency");
        assertThat(labels(latency)).contains("retrieval", "generation", "validation", "total");
        List<Object> p50 = data(latency, "p50");
        List<Object> p95 = data(latency, "p95");
        for (int i = 0; i < p50.size(); i++) {
            assertThat(((Number) p95.get(i)).doubleValue()).as("p95 of " + labels(latency).get(i))
                    .isGreaterThanOrEqualTo(((Number) p50.get(i)).doubleValue());
        }

        Map<String, Object> reasons = drawn("reasons");
        assertThat(labels(reasons)).allSatisfy(label -> assertThat((String) label).matches("[a-z-]+: .+"));
        List<Object> hits = data(reasons, "hits");
        for (int i = 1; i < hits.size(); i++) {
            assertThat(((Number) hits.get(i)).longValue()).as("most frequent first")
                    .isLessThanOrEqualTo(((Number) hits.get(i - 1)).longValue());
        }

        assertThat(datasetLabels(drawn("fallbacks")).get(0)).isEqualTo("the model answered");
        assertThat(sum(data(drawn("fallbacks"), "the model answered"))).isPositive();

        assertThat(labels(drawn("decline-rate"))).as("a bar per tenant that answered").contains("northwind", "bluebay");
        assertThat(driver.findElement(By.cssSelector(".chart-decline-rate .chart-note")).getText())
                .startsWith(records("status=declined&from=" + from) + " of " + records("status=all&from=" + from)
                        + " answers declined");
        Map<String, Object> declines = drawn("decline-reasons");
        assertThat(labels(declines)).contains("no_context");
        assertThat(sum(data(declines, "declines"))).isEqualTo(records("status=declined&from=" + from));
        browser.screenshot("dashboard.png");

        long before = id(passRate);
        chooseTenant("bluebay");
        Map<String, Object> bluebay = wait.until(d -> {
            Map<String, Object> chart = drawn("pass-rate");
            return chart != null && id(chart) != before ? chart : null;
        });
        from = rangeFrom();
        assertThat(driver.findElement(By.cssSelector(".dashboard-tenant")).getText()).isEqualTo("bluebay");
        assertThat(sum(data(bluebay, "Validated answers")))
                .isEqualTo(records("tenant=bluebay&status=" + VALIDATED + "&from=" + from))
                .as("the golden answer was northwind's").isLessThan(validated);
        Map<String, Object> bluebayReview = wait.until(d -> drawn("review"));
        assertThat(sum(data(bluebayReview, "waiting")))
                .isEqualTo(records("tenant=bluebay&status=flagged&decision=none&from=" + from)).isPositive();
        assertThat(driver.findElement(By.cssSelector(".chart-reasons .chart-note")).getText())
                .contains("every tenant's");
        assertThat(labels(wait.until(d -> drawn("decline-rate")))).containsExactly("bluebay");
        assertThat(sum(data(wait.until(d -> drawn("decline-reasons")), "declines")))
                .isEqualTo(records("tenant=bluebay&status=declined&from=" + from)).isPositive();
    }

    @Test
    void aComplianceOfficerOpensTheDashboardFromTheMenu() {
        browser.logInAt("review.xhtml", "compliance", "compliance");

        driver.findElement(By.id("menu:dashboard")).click();

        wait.until(ExpectedConditions.urlContains("/console/dashboard.xhtml"));
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("dashboard:charts")));
        assertThat(driver.findElements(By.cssSelector(".dashboard-chart h2"))).extracting(WebElement::getText)
                .containsExactlyElementsOf(HEADINGS);
        assertThat(driver.findElement(By.cssSelector(".dashboard-tenant")).getText()).isEqualTo("all tenants");
    }

    /** Asks the chat, which records the answer, and returns its response. */
    private JsonObject ask(String question, String tenant) {
        Server.Reply reply = server.chat(question, tenant);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    /** How many records the records API counts for the query. */
    private long records(String query) {
        Server.Reply reply = server.get("/api/admin/records?max=1&" + query, Server.ADMIN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return Long.parseLong(reply.header("X-Total-Count"));
    }

    /** The start of the range the page counted, as an instant ({@code 2026-03-01T10:00:00Z}). */
    private String rangeFrom() {
        return driver.findElement(By.id("range-from")).getDomAttribute("datetime");
    }

    /**
     * What Chart.js drew on a chart's canvas: its instance id, labels and datasets (label and data), or
     * null while there is no chart on it.
     */
    @SuppressWarnings("unchecked")
    private Map<String, Object> drawn(String chart) {
        return (Map<String, Object>) browser.script("""
                const canvas = document.getElementById(arguments[0]);
                const chart = canvas && window.Chart ? Chart.getChart(canvas) : undefined;
                if (!chart || canvas.width === 0) {
                    return null;
                }
                return {id: chart.id, labels: chart.data.labels.slice(),
                        datasets: chart.data.datasets.map(d => ({label: d.label, data: d.data.slice()}))};
                """, "dashboard:" + chart + "_canvas");
    }

    private static long id(Map<String, Object> chart) {
        return ((Number) chart.get("id")).longValue();
    }

    @SuppressWarnings("unchecked")
    private static List<Object> labels(Map<String, Object> chart) {
        return (List<Object>) chart.get("labels");
    }

    @SuppressWarnings("unchecked")
    private static List<Map<String, Object>> datasets(Map<String, Object> chart) {
        return (List<Map<String, Object>>) chart.get("datasets");
    }

    private static List<Object> datasetLabels(Map<String, Object> chart) {
        return datasets(chart).stream().map(d -> d.get("label")).toList();
    }

    @SuppressWarnings("unchecked")
    private static List<Object> data(Map<String, Object> chart, String dataset) {
        return datasets(chart).stream().filter(d -> dataset.equals(d.get("label"))).findFirst()
                .map(d -> (List<Object>) d.get("data"))
                .orElseThrow(() -> new AssertionError("no dataset " + dataset + " in " + chart));
    }

    private static long sum(List<Object> values) {
        return values.stream().filter(Objects::nonNull).mapToLong(v -> ((Number) v).longValue()).sum();
    }

    /** Picks the tenant in the menu, again if a click did not take, and waits for the page to follow. */
    private void chooseTenant(String tenant) {
        By label = By.id("dashboard:tenant_label");
        By item = By.cssSelector("#dashboard\\:tenant_items li[data-label='" + tenant + "']");
        wait.until(d -> {
            if (tenant.equals(d.findElement(label).getText())) {
                return true;
            }
            List<WebElement> items = d.findElements(item);
            if (!items.isEmpty() && items.get(0).isDisplayed()) {
                items.get(0).click();
            } else {
                d.findElement(By.id("dashboard:tenant")).click();
            }
            return false;
        });
        browser.awaitAjax();
    }
}
