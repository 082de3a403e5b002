package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.io.IOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
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
 * numbers, the reasons included. The charts of categories are horizontal with every label drawn, at most ten
 * and one "other"; a click on a bar opens the review queue filtered to it; the declines table has a row per
 * tenant.
 */
class DashboardConsoleIT extends ConsoleTest {

    private static final List<String> CHARTS = List.of("pass-rate", "reasons", "latency", "outcomes", "review",
            "fallbacks", "decline-rate", "decline-reasons");
    private static final List<String> HEADINGS = List.of("Pass rate", "Reasons by validator",
            "Latency by stage, p50 and p95", "Outcomes per validator", "Review queue: flagged answers by decision",
            "Fallbacks to the extractive generator", "Decline rate by tenant", "Declines per tenant",
            "Declines by reason");
    /** The charts of categories: horizontal, every label drawn, the ten largest and one "other" at most. */
    private static final List<String> CATEGORIES = List.of("reasons", "latency", "outcomes", "decline-rate",
            "decline-reasons");
    /** A bar that sums up the categories a chart does not show one by one. */
    private static final String OTHER = "other \\(\\d+ more\\)";
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

        awaitReasons();
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
        java.util.Set<String> judged = offTopic.getJsonObject("validation_metrics").getJsonObject("validators").keySet();
        List<String> shown = labels(outcomes).stream().map(String::valueOf).toList();
        assertThat(shown).as("the ten validators with the most runs, and one bar for the rest").hasSize(11);
        assertThat(shown.get(10)).as("the rest, counted").matches("other \\(\\d+ more\\)");
        assertThat(shown.subList(0, 10)).as("ten validators, each once, faithfulness (which judges every answer) "
                + "among them").doesNotHaveDuplicates().allMatch(name -> name.matches("[a-z]+(-[a-z]+)*"))
                .contains("faithfulness");
        assertThat(judged).as("more validators judged the answer than the chart names").hasSizeGreaterThan(10);
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
        List<Object> reasonLabels = labels(reasons);
        assertThat(reasonLabels).hasSizeLessThanOrEqualTo(11).allSatisfy(label -> assertThat((String) label)
                .matches("[a-z-]+: .+|" + OTHER));
        List<Object> hits = data(reasons, "hits");
        int named = reasonLabels.get(reasonLabels.size() - 1).toString().matches(OTHER) ? hits.size() - 1 : hits.size();
        for (int i = 1; i < named; i++) {
            assertThat(((Number) hits.get(i)).longValue()).as("most frequent first")
                    .isLessThanOrEqualTo(((Number) hits.get(i - 1)).longValue());
        }
        long everyTenantsHits = sum(hits);

        assertThat(datasetLabels(drawn("fallbacks")).get(0)).isEqualTo("the model answered");
        assertThat(sum(data(drawn("fallbacks"), "the model answered"))).isPositive();

        assertThat(labels(drawn("decline-rate"))).as("a bar per tenant that answered").contains("northwind", "bluebay");
        assertThat(driver.findElement(By.cssSelector(".chart-decline-rate .chart-note")).getText())
                .startsWith(records("status=declined&from=" + from) + " of " + records("status=all&from=" + from)
                        + " answers declined");
        Map<String, Object> declines = drawn("decline-reasons");
        assertThat(labels(declines)).contains("no_context");
        assertThat(sum(data(declines, "declines"))).isEqualTo(records("status=declined&from=" + from));
        WebElement bluebayRow = driver.findElement(By.xpath(
                "//*[@id='dashboard:decline-table']//tr[.//a[contains(@class,'decline-tenant') and .='bluebay']]"));
        assertThat(Long.parseLong(bluebayRow.findElement(By.cssSelector(".decline-declined")).getText()))
                .isEqualTo(records("tenant=bluebay&status=declined&from=" + from)).isPositive();
        assertThat(Long.parseLong(bluebayRow.findElement(By.cssSelector(".decline-answered")).getText()))
                .isEqualTo(records("tenant=bluebay&status=all&from=" + from));
        assertThat(bluebayRow.findElement(By.cssSelector(".decline-rate")).getText()).endsWith(" %");
        assertThat(bluebayRow.findElement(By.cssSelector("a.decline-tenant")).getDomAttribute("href"))
                .contains("review.xhtml?tenant=bluebay&status=declined&from=");
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
        awaitReasons();
        Map<String, Object> bluebayReasons = wait.until(d -> drawn("reasons"));
        assertThat(sum(data(bluebayReasons, "hits"))).as("bluebay's reasons only").isPositive()
                .isLessThanOrEqualTo(everyTenantsHits);
        assertThat(labels(wait.until(d -> drawn("decline-rate")))).containsExactly("bluebay");
        assertThat(sum(data(wait.until(d -> drawn("decline-reasons")), "declines")))
                .isEqualTo(records("tenant=bluebay&status=declined&from=" + from)).isPositive();
    }

    @Test
    void everyBarOfACategoryChartHasItsLabelDrawnAndThereAreAtMostTenAndOther() {
        ask(OFF_TOPIC, "bluebay");
        browser.logInAt("dashboard.xhtml", "admin", "admin");
        awaitReasons();

        for (String chart : CATEGORIES) {
            Map<String, Object> drawn = wait.until(d -> drawn(chart));
            Map<String, Object> axis = labelAxis(chart);
            assertThat(axis.get("indexAxis")).as(chart + " is horizontal").isEqualTo("y");
            assertThat(axis.get("autoSkip")).as(chart + " skips no label").isEqualTo(false);
            assertThat(labels(drawn)).as(chart).hasSizeBetween(1, 11).doesNotContainNull();
            assertThat(axis.get("ticks")).as(chart + ": a tick, so a label, for every bar")
                    .isEqualTo(labels(drawn));
            List<Object> named = labels(drawn).subList(0, Math.min(10, labels(drawn).size()));
            assertThat(named).as(chart + ": no other among the ten").noneMatch(label -> label.toString().matches(OTHER));
        }
    }

    @Test
    void aClickOnAReasonBarOpensTheReviewQueueFilteredToItsReasonTenantAndRange() {
        ask(OFF_TOPIC, "bluebay");
        browser.logInAt("dashboard.xhtml", "admin", "admin");
        chooseTenant("bluebay");
        awaitReasons();
        Map<String, Object> reasons = wait.until(d -> drawn("reasons"));
        String label = (String) labels(reasons).get(0);
        assertThat(label).as("the most frequent reason, not other").matches("[a-z-]+: .+");
        String validator = label.substring(0, label.indexOf(": "));
        String reason = label.substring(label.indexOf(": ") + 2);
        String from = rangeFrom().substring(0, 10);

        clickBar("reasons", 0);

        wait.until(ExpectedConditions.urlContains("/console/review.xhtml?"));
        String url = driver.getCurrentUrl();
        assertThat(url).contains("reason=" + URLEncoder.encode(reason, StandardCharsets.UTF_8).replace("+", "%20"))
                .contains("validator=" + validator).contains("tenant=bluebay").contains("from=" + from)
                .containsPattern("to=\\d{4}-\\d{2}-\\d{2}");
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

    /** Refreshes until the reasons histogram, which reaches the database every few seconds, has some. */
    private void awaitReasons() {
        wait.until(d -> {
            if (drawn("reasons") != null) {
                return true;
            }
            d.findElement(By.id("dashboard:refresh")).click();
            return false;
        });
        browser.awaitAjax();
    }

    /**
     * How a chart's labels stand: its index axis, whether the axis of its labels skips some, and the labels of the
     * ticks Chart.js drew on that axis.
     */
    @SuppressWarnings("unchecked")
    private Map<String, Object> labelAxis(String chart) {
        return (Map<String, Object>) browser.script("""
                const chart = Chart.getChart(document.getElementById(arguments[0]));
                const axis = chart.options.indexAxis === 'y' ? chart.scales.y : chart.scales.x;
                return {indexAxis: chart.options.indexAxis, autoSkip: axis.options.ticks.autoSkip,
                        ticks: axis.ticks.map(t => axis.getLabelForValue(t.value))};
                """, "dashboard:" + chart + "_canvas");
    }

    /** Clicks the middle of a bar of a horizontal chart, where Chart.js drew it. */
    private void clickBar(String chart, int bar) {
        WebElement canvas = driver.findElement(By.id("dashboard:" + chart + "_canvas"));
        browser.script("arguments[0].scrollIntoView({block: 'center'});", canvas);
        @SuppressWarnings("unchecked")
        Map<String, Object> at = (Map<String, Object>) browser.script("""
                const canvas = arguments[0];
                const bar = Chart.getChart(canvas).getDatasetMeta(0).data[arguments[1]];
                const box = canvas.getBoundingClientRect();
                return {x: (bar.x + bar.base) / 2 - box.width / 2, y: bar.y - box.height / 2};
                """, canvas, bar);
        new Actions(driver).moveToElement(canvas, (int) Math.round(((Number) at.get("x")).doubleValue()),
                (int) Math.round(((Number) at.get("y")).doubleValue())).click().perform();
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
