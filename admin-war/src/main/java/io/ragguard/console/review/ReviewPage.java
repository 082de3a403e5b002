package io.ragguard.console.review;

import io.ragguard.verdict.AnswerStatus;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.CsvDownload;
import io.ragguard.console.display.Growl;
import io.ragguard.recording.boundary.Assignee;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.RecordsCsv;
import io.ragguard.recording.boundary.ReviewQueue;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import io.ragguard.validation.relevancy.AnswerRelevancy;
import jakarta.annotation.PostConstruct;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;
import org.primefaces.component.datatable.DataTable;

import java.io.IOException;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The review queue: the flagged answers (or others, by the filters) a page at a time, one by one or as groups of
 * repeats, newest or most severe first, and the export of everything the filters select as CSV. What it shows is
 * its address ({@link QueueAddress}): the page arrives at one through its view parameters, and each change is sent
 * back to the browser as the address to show ({@code reviewAddress}, which review.js puts in the history), so
 * that a reload, the back button and a link show the same queue.
 */
@Named
@ViewScoped
public class ReviewPage implements Serializable {

    private static final long serialVersionUID = 1L;

    /** The callback parameter that carries the page's address to review.js. */
    static final String ADDRESS = "reviewAddress";

    @Inject
    ReviewQueue queue;

    @Inject
    Tenants tenants;

    @Inject
    ValidatorChain chain;

    @Inject
    Reviewers reviewers;

    /** What the view parameters read from the address the page arrived at; read once, on arrival. */
    private final HashMap<String, String> arrived = new HashMap<>();
    private QueueAddress address = QueueAddress.DEFAULT;
    private FilterFields fields = FilterFields.of(QueueAddress.DEFAULT);
    private boolean grouped;
    private String user;
    private List<String> roles;
    private RecordedAnswers answers;
    private RepeatGroups groups;
    private List<String> tenantIds;
    private List<String> validatorNames;

    @PostConstruct
    void open() {
        ExternalContext external = FacesContext.getCurrentInstance().getExternalContext();
        user = Account.signedIn();
        roles = Assignee.ROLES.stream().filter(external::isUserInRole).toList();
        answers = new RecordedAnswers(queue, this::filter);
        groups = new RepeatGroups(queue, this::filter);
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        validatorNames = chain.names();
    }

    /** Shows the queue the address names (its view parameters); a part that cannot be read is said and left out. */
    public void arrive() {
        QueueAddress.Parsed parsed = QueueAddress.parse(arrived);
        if (!parsed.ignored().isEmpty()) {
            Growl.warn("Left out of the address", String.join("; ", parsed.ignored()));
        }
        address = parsed.address();
        fields = FilterFields.of(address);
        grouped = address.grouped();
        warnOfDates();
    }

    /** The filter the queue reads: the address's, for the person signed in. */
    public RecordFilter filter() {
        return address.filter(user, roles);
    }

    /** What the page shows: its address. */
    public QueueAddress address() {
        return address;
    }

    /** Applies the filter fields: the table shows their first page. */
    public void search() {
        QueueAddress.Parsed parsed = QueueAddress.parse(fields.parameters());
        if (!parsed.ignored().isEmpty()) {
            Growl.warn("Not applied", String.join("; ", parsed.ignored()));
        }
        moveTo(address.withFiltersOf(parsed.address()));
        fields = FilterFields.of(address);
        warnOfDates();
        firstPage();
    }

    /**
     * Applies a choice of "barely passed": the answers a validator passed are mostly not flagged, so the flagged
     * ones alone would hide them; every status is listed unless another was chosen.
     */
    public void chooseNear() {
        if (fields.getNear() != null && !fields.getNear().isBlank()
                && AnswerStatus.FLAGGED_WORD.equals(fields.getStatus())) {
            fields.setStatus(AnswerStatus.ALL_WORD);
        }
        search();
    }

    public void clearFilters() {
        moveTo(address.withFiltersOf(QueueAddress.DEFAULT));
        fields = FilterFields.of(address);
        firstPage();
    }

    /** Lists newest first ({@code newest}) or most severe first ({@code severity}). */
    public void sortBy(String order) {
        moveTo(address.withOrder("severity".equals(order) ? RecordFilter.Order.SEVERITY : RecordFilter.Order.NEWEST));
        firstPage();
    }

    /** Lists groups of repeats, or answers one by one, as the toggle says. */
    public void regroup() {
        moveTo(address.withGrouped(grouped));
        firstPage();
    }

    /** The answer open beside the list changed (null: none is). */
    public void opened(String requestId) {
        moveTo(address.withRequest(requestId));
    }

    private void moveTo(QueueAddress next) {
        address = next;
        if (FacesContext.getCurrentInstance().getPartialViewContext().isAjaxRequest()) {
            PrimeFaces.current().ajax().addCallbackParam(ADDRESS, href(next.query()));
        }
    }

    /** The page's path with a query ({@link QueueAddress#query()}). */
    public String href(String query) {
        String path = FacesContext.getCurrentInstance().getExternalContext().getRequestContextPath() + "/review.xhtml";
        return query.isEmpty() ? path : path + "?" + query;
    }

    private void warnOfDates() {
        if (address.datesReversed()) {
            Growl.warn("Dates", "the end date comes before the start date");
        }
    }

    private static void firstPage() {
        for (String table : List.of(":review:answers", ":review:groups")) {
            if (FacesContext.getCurrentInstance().getViewRoot().findComponent(table) instanceof DataTable found) {
                found.setFirst(0);
            }
        }
    }

    /** Sends every answer the filters select as a CSV file. */
    public void export() throws IOException {
        CsvDownload.send(RecordsCsv.fileName(), out -> RecordsCsv.write(queue, filter(), out));
    }

    /** A choice of a menu: its value and label. */
    public record Choice(String value, String label) implements Serializable {
    }

    /** The status filter's choices, and the address's own combination when it is none of them. */
    public List<Choice> getStatusChoices() {
        List<Choice> choices = new ArrayList<>(List.of(
                new Choice(AnswerStatus.FLAGGED_WORD, "Flagged (failed, patched, unverified, declined)"),
                new Choice(AnswerStatus.ALL_WORD, "Every answer"),
                new Choice("failed", "Failed"),
                new Choice("patched", "Patched"),
                new Choice("unverified", "Unverified (a validator could not vouch for it)"),
                new Choice("declined", "Declined (the reply does not answer)"),
                new Choice("passed", "Passed"),
                new Choice("unvalidated", "Unvalidated")));
        String current = address.statusValue();
        if (choices.stream().noneMatch(c -> c.value().equals(current))) {
            choices.add(new Choice(current, current.replace(",", ", ")));
        }
        return choices;
    }

    /**
     * The "barely passed" choices: relevancy's (whose threshold decides whether an answer answers the question at
     * all), and another validator the address names.
     */
    public List<Choice> getNearChoices() {
        List<Choice> choices = new ArrayList<>(List.of(new Choice(AnswerRelevancy.NAME, "Barely passed relevancy")));
        if (address.near() != null && !address.near().equals(AnswerRelevancy.NAME)) {
            choices.add(new Choice(address.near(), "Barely passed " + address.near()));
        }
        return choices;
    }

    /** The assignee filter's choices: me, no one, each reviewer and role, and another the address names. */
    public List<Choice> getAssigneeChoices() {
        List<Choice> choices = new ArrayList<>(List.of(new Choice(QueueAddress.ME, "Assigned to me"),
                new Choice(RecordFilter.UNASSIGNED, "Unassigned")));
        reviewers.getChoices().forEach(r -> choices.add(new Choice(r.name(), r.label())));
        String wanted = address.assignee();
        if (wanted != null && choices.stream().noneMatch(c -> c.value().equals(wanted))) {
            choices.add(new Choice(wanted, reviewers.shown(wanted)));
        }
        return choices;
    }

    public long getDepth() {
        return queue.depth();
    }

    public List<String> getDecisions() {
        return List.of(Decision.values()).stream().map(Decision::wireName).toList();
    }

    public boolean isSortedBySeverity() {
        return address.order() == RecordFilter.Order.SEVERITY;
    }

    public Map<String, String> getArrived() {
        return arrived;
    }

    public FilterFields getFields() {
        return fields;
    }

    public boolean isGrouped() {
        return grouped;
    }

    public void setGrouped(boolean grouped) {
        this.grouped = grouped;
    }

    public RecordedAnswers getAnswers() {
        return answers;
    }

    public RepeatGroups getGroups() {
        return groups;
    }

    /** The tenants, and one the address names that is not among them (so that the menu can show it). */
    public List<String> getTenantIds() {
        return withCurrent(tenantIds, address.tenant());
    }

    /** The validators of the chain, and one the address names that is not among them. */
    public List<String> getValidatorNames() {
        return withCurrent(validatorNames, address.validator());
    }

    private static List<String> withCurrent(List<String> known, String current) {
        if (current == null || known.contains(current)) {
            return known;
        }
        List<String> all = new ArrayList<>(known);
        all.add(current);
        return all;
    }
}
