package io.ragguard.console;

import io.ragguard.system.Server;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.ExpectedConditions;

import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A named reviewer at the review desk in headless Chromium: Dana Whitfield (a demo reviewer, compliance) filters the
 * queue by severity and finds the filter in the address, where a reload and the back button keep it; groups repeats
 * and decides a group at once; ticks answers and rejects them with one note; assigns an answer to a colleague, to
 * herself, escalates one to a role, and finds her own; opens an answer by its link, even one the filters would not
 * list, and steps through the queue with Previous and Next; all at 1280 px without sideways scrolling.
 */
class ReviewDeskConsoleIT extends ConsoleTest {

    private static final String DANA = "dana";
    private static final String PASSWORD = "review-desk-demo";

    /** A word only this test's questions hold, so that its filters see only its answers. */
    private final String marker = "zq" + UUID.randomUUID().toString().replace("-", "").substring(0, 10);

    private String validate(String question, String answer, String context) {
        Server.Reply reply = server.post("/api/validate", Json.createObjectBuilder()
                .add("question", question + " " + marker)
                .add("answer", answer)
                .add("contexts", Json.createArrayBuilder().add(context))
                .build().toString());
        assertThat(reply.status()).as(reply.body()).isIn(200, 422);
        return reply.json().getString("request_id");
    }

    /** A made-up figure the context does not hold: declined as unsupported, in the queue. */
    private String unfaithful(String subject) {
        return validate("How long is the " + subject + " warranty?", "The " + subject + " warranty lasts 7 years [1].",
                "The " + subject + " warranty lasts 2 years.");
    }

    /** A supported answer that gives away an e-mail address: the address is redacted, and personal data is high. */
    private String personal(String subject) {
        return validate("How long is the " + subject + " warranty?",
                "The " + subject + " warranty lasts 2 years [1]. Write to jane.doe@example.com.",
                "The " + subject + " warranty lasts 2 years.");
    }

    /** A reply that says its passages do not answer: declined for no context, low. */
    private String unanswered() {
        return validate("How long is the kettle warranty?", "Unable to answer based on given passages.",
                "The kettle warranty lasts 2 years.");
    }

    private String faithful() {
        return validate("How long is the kettle warranty?", "The kettle warranty lasts 2 years [1].",
                "The kettle warranty lasts 2 years.");
    }

    private JsonObject record(String requestId) {
        Server.Reply reply = server.get("/api/admin/records/" + requestId, Server.ADMIN);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json();
    }

    private JsonObject lastDecision(String requestId) {
        JsonArray decisions = record(requestId).getJsonArray("decisions");
        assertThat(decisions).as("decisions on " + requestId).isNotEmpty();
        return decisions.getJsonObject(decisions.size() - 1);
    }

    private void logIn(String query) {
        browser.logInAt("review.xhtml?" + query, DANA, PASSWORD);
    }

    private List<String> rowKeys() {
        return driver.findElements(By.cssSelector("#review\\:answers tbody tr[data-rk]")).stream()
                .map(row -> row.getDomAttribute("data-rk")).toList();
    }

    /** The rows of the groups' table (it selects nothing, so PrimeFaces gives its rows an index but no key). */
    private int groupCount() {
        return driver.findElements(By.cssSelector("#review\\:groups tbody tr[data-ri]")).size();
    }

    /** The group whose newest answer asks about this subject. */
    private By groupAbout(String subject) {
        return By.xpath("//*[@id='review:groups']//tbody/tr[@data-ri][.//*[contains(@class, 'question')"
                + " and contains(., 'the " + subject + " warranty')]]");
    }

    private By row(String requestId) {
        return By.cssSelector("#review\\:answers tr[data-rk='" + requestId + "']");
    }

    private void awaitGrowl(String text) {
        wait.until(ExpectedConditions.textToBePresentInElementLocated(By.cssSelector(".ui-growl"), text));
    }

    private void open(String requestId) {
        driver.findElement(row(requestId)).findElement(By.cssSelector(".open-record")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), requestId));
        browser.awaitAjax();
    }

    private boolean fitsTheWidth() {
        return Boolean.TRUE.equals(browser.script(
                "return document.documentElement.scrollWidth <= document.documentElement.clientWidth;"));
    }

    @Test
    void theSeverityFilterAndTheOrderLiveInTheAddressThroughAReloadAndTheBackButton() {
        String high = personal("kettle");
        String low = unanswered();
        assertThat(record(high).getString("severity")).as("personal data is high").isEqualTo("high");
        assertThat(record(low).getString("severity")).as("a decline for no context is low").isEqualTo("low");
        logIn("q=" + marker);
        wait.until(d -> rowKeys().equals(List.of(low, high)));
        assertThat(driver.findElement(row(high)).findElement(By.cssSelector(".severity")).getText()).isEqualTo("high");
        assertThat(driver.findElement(row(low)).findElement(By.cssSelector(".severity")).getText()).isEqualTo("low");

        browser.choose("filters:severity", "High");
        wait.until(d -> rowKeys().equals(List.of(high)));
        wait.until(ExpectedConditions.urlContains("severity=high"));
        assertThat(driver.getCurrentUrl()).contains("q=" + marker);

        driver.navigate().refresh();
        wait.until(ExpectedConditions.textToBe(By.id("filters:severity_label"), "High"));
        wait.until(d -> rowKeys().equals(List.of(high)));
        assertThat(driver.getCurrentUrl()).contains("severity=high");

        browser.choose("filters:severity", "Any severity");
        wait.until(d -> rowKeys().equals(List.of(low, high)));
        driver.findElement(By.cssSelector("#review\\:answers .sort-severity")).click();
        wait.until(ExpectedConditions.urlContains("sort=severity"));
        wait.until(d -> rowKeys().equals(List.of(high, low)));
        assertThat(driver.getCurrentUrl()).doesNotContain("severity=high");

        driver.navigate().back();
        wait.until(ExpectedConditions.not(ExpectedConditions.urlContains("sort=severity")));
        wait.until(d -> rowKeys().equals(List.of(low, high)));
    }

    @Test
    void theStatusFilterOffersDeclinedAndBarelyPassedRelevancyListsEveryStatus() {
        logIn("q=" + marker);
        assertThat(browser.choices("filters:status")).contains("Declined (the reply does not answer)", "Every answer");

        browser.choose("filters:near", "Barely passed relevancy");

        wait.until(ExpectedConditions.urlContains("near=answer-relevancy"));
        assertThat(driver.getCurrentUrl()).contains("status=all");
        assertThat(driver.findElement(By.id("filters:status_label")).getText()).isEqualTo("Every answer");
        assertThat(driver.findElement(By.cssSelector(".near-hint")).getText()).contains("Barely passed relevancy");
    }

    @Test
    void repeatsAreGroupedAndAGroupIsDecidedAtOnceWithOneNote() {
        String first = personal("toaster");
        String second = personal("toaster");
        String other = unanswered();
        String key = record(first).getString("group_key");
        assertThat(record(second).getString("group_key")).as("the same question and answer: repeats").isEqualTo(key);
        logIn("q=" + marker);
        wait.until(d -> rowKeys().size() == 3);

        driver.findElement(By.cssSelector("#filters\\:grouped .ui-toggleswitch-slider")).click();
        wait.until(ExpectedConditions.urlContains("view=groups"));
        wait.until(d -> groupCount() == 2);
        By group = groupAbout("toaster");
        assertThat(driver.findElement(group).findElement(By.cssSelector(".group-count")).getText()).isEqualTo("×2");
        assertThat(driver.findElement(group).findElement(By.cssSelector(".group-undecided")).getText())
                .isEqualTo("2 undecided");

        driver.findElement(group).findElement(By.cssSelector(".decide-group")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("group:decide")));
        assertThat(driver.findElement(By.id("group:undecided")).getText()).isEqualTo("2");
        driver.findElement(By.cssSelector("label[for='group:choice:0']")).click();
        driver.findElement(By.id("group:note")).sendKeys("The same redacted address, twice.");
        driver.findElement(By.id("group:decide")).click();

        awaitGrowl("2 answers approved");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(group, "0 undecided"));
        for (String id : List.of(first, second)) {
            JsonObject decision = lastDecision(id);
            assertThat(decision.getString("decision")).isEqualTo("approved");
            assertThat(decision.getString("reviewer")).isEqualTo(DANA);
            assertThat(decision.getString("note")).isEqualTo("The same redacted address, twice.");
        }
        assertThat(record(other).containsKey("decision")).as("the other group is not decided").isFalse();

        driver.navigate().refresh();
        wait.until(d -> groupCount() == 2);
        assertThat(rowKeys()).as("still grouped after a reload").isEmpty();
    }

    @Test
    void tickedAnswersAreRejectedTogetherWithOneNote() {
        String fan = unfaithful("fan");
        String heater = unfaithful("heater");
        String lamp = unfaithful("lamp");
        logIn("q=" + marker);
        wait.until(d -> rowKeys().size() == 3);

        for (String id : List.of(fan, heater)) {
            driver.findElement(row(id)).findElement(By.cssSelector("td.ui-selection-column .ui-chkbox-box")).click();
        }
        wait.until(ExpectedConditions.textToBe(By.id("review:chosen-count"), "2 selected"));
        driver.findElement(By.id("review:bulk-note")).sendKeys("Wrong figures, both.");
        driver.findElement(By.id("review:bulk-rejected")).click();

        awaitGrowl("2 answers rejected");
        wait.until(ExpectedConditions.textToBePresentInElementLocated(row(fan), "rejected"));
        for (String id : List.of(fan, heater)) {
            JsonObject decision = lastDecision(id);
            assertThat(record(id).getString("decision")).isEqualTo("rejected");
            assertThat(decision.getString("reviewer")).isEqualTo(DANA);
            assertThat(decision.getString("note")).isEqualTo("Wrong figures, both.");
        }
        assertThat(record(lamp).containsKey("decision")).as("not ticked, not decided").isFalse();
        assertThat(driver.findElement(By.id("review:chosen-count")).getText()).isEqualTo("0 selected");
    }

    @Test
    void anAnswerIsAssignedToAColleagueThenToHerselfAndFoundAsHersAndAnEscalationGoesToARole() {
        String mine = unfaithful("radio");
        String unassigned = unfaithful("clock");
        logIn("q=" + marker);
        wait.until(d -> rowKeys().size() == 2);
        open(mine);
        assertThat(driver.findElement(By.id("detail:assignee")).getText()).isEqualTo("no one");

        browser.choose("detail:assign-to", "Omar Haddad (omar)");
        driver.findElement(By.id("detail:assign")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:assignee"), "Omar Haddad"));
        assertThat(record(mine).getString("assignee")).isEqualTo("omar");
        assertThat(record(mine).getString("assigned_by")).isEqualTo(DANA);

        driver.findElement(By.id("detail:assign-me")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:assignee"), "Dana Whitfield"));
        assertThat(record(mine).getString("assignee")).isEqualTo(DANA);
        wait.until(ExpectedConditions.textToBePresentInElementLocated(row(mine), "Dana Whitfield"));

        browser.choose("filters:assignee", "Assigned to me");
        wait.until(d -> rowKeys().equals(List.of(mine)));
        wait.until(ExpectedConditions.urlContains("assignee=me"));
        browser.choose("filters:assignee", "Unassigned");
        wait.until(d -> rowKeys().equals(List.of(unassigned)));

        open(unassigned);
        driver.findElement(By.cssSelector("label[for='detail:choice:2']")).click();
        wait.until(ExpectedConditions.visibilityOfElementLocated(By.id("detail:escalate-to")));
        browser.choose("detail:escalate-to", "role: admin");
        driver.findElement(By.id("detail:note")).sendKeys("For the admins: is the warranty page current?");
        driver.findElement(By.id("detail:decide")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:assignee"), "role: admin"));
        assertThat(record(unassigned).getString("decision")).isEqualTo("escalated");
        assertThat(record(unassigned).getString("assignee")).isEqualTo("role:admin");

        driver.findElement(By.id("detail:unassign")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:assignee"), "no one"));
        assertThat(record(unassigned).containsKey("assignee")).isFalse();
    }

    @Test
    void aDeepLinkOpensItsAnswerAndPreviousAndNextStepThroughTheQueueWithoutSidewaysScrolling() {
        String oldest = unanswered();
        String middle = unfaithful("mixer");
        String newest = unfaithful("grill");
        String passed = faithful();
        driver.manage().window().setSize(new Dimension(1280, 900));

        logIn("q=" + marker + "&request=" + middle);

        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), middle));
        wait.until(d -> rowKeys().equals(List.of(newest, middle, oldest)));
        assertThat(fitsTheWidth()).as("the open answer and the list fit 1280 px").isTrue();
        assertThat(driver.findElement(By.id("detail:link")).getDomAttribute("href"))
                .endsWith("/review.xhtml?request=" + middle);
        assertThat(driver.findElement(By.id("detail:copy-link")).isDisplayed()).isTrue();

        driver.findElement(By.id("detail:next")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), oldest));
        wait.until(ExpectedConditions.urlContains("request=" + oldest));
        assertThat(driver.findElement(By.id("detail:next")).isEnabled()).as("the last of the queue").isFalse();
        driver.findElement(By.id("detail:previous")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), middle));
        driver.findElement(By.id("detail:previous")).click();
        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), newest));
        assertThat(driver.findElement(By.id("detail:previous")).isEnabled()).as("the first of the queue").isFalse();
        assertThat(driver.getCurrentUrl()).contains("request=" + newest).contains("q=" + marker);

        driver.get(browser.console("review.xhtml?severity=high&request=" + passed));
        wait.until(ExpectedConditions.textToBe(By.id("detail:request-id"), passed));
        assertThat(driver.findElement(By.id("detail:status")).getText()).isEqualTo("passed");
        assertThat(rowKeys()).as("the filters do not list it").doesNotContain(passed);
        assertThat(fitsTheWidth()).isTrue();
        WebElement close = driver.findElement(By.id("detail:close"));
        close.click();
        wait.until(ExpectedConditions.invisibilityOfElementLocated(By.id("detail:request-id")));
        wait.until(ExpectedConditions.not(ExpectedConditions.urlContains("request=")));
        assertThat(driver.getCurrentUrl()).contains("severity=high");
    }
}
