package io.ragguard.console.review;

import io.ragguard.verdict.AnswerStatus;
import io.ragguard.console.display.Growl;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.CsvDownload;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.RecordFilter;
import io.ragguard.recording.boundary.RecordsCsv;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.recording.boundary.ReviewQueue;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.validation.chain.boundary.ValidatorChain;
import jakarta.annotation.PostConstruct;
import jakarta.faces.context.FacesContext;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.component.datatable.DataTable;
import org.primefaces.event.SelectEvent;

import java.io.IOException;
import java.io.Serializable;
import java.time.LocalDate;
import java.util.List;
import java.util.Set;

/**
 * The review queue: the flagged answers (or others, by the filters) a page at a time from the
 * database, one answer's full record beside them (its answers with their diff, its evidence with each
 * claim's span highlighted, the validators' outcomes, the reviewers' decisions), recording a decision,
 * and the export of everything the filters select as CSV.
 */
@Named
@ViewScoped
public class ReviewPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    ReviewQueue queue;

    @Inject
    Tenants tenants;

    @Inject
    ValidatorChain chain;

    private RecordedAnswers answers;
    private List<String> tenantIds;
    private List<String> validatorNames;

    private String status = "flagged";
    private String tenant;
    private String validator;
    private String reason;
    private String decisionFilter;
    private LocalDate from;
    private LocalDate to;
    private String text;

    private String requestId;
    private transient ReviewItem selected;
    private transient ReviewItem selectedRow;
    private RecordDetail detail;
    private String decision;
    private String note;

    @PostConstruct
    void open() {
        answers = new RecordedAnswers(queue, this::filter);
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        validatorNames = chain.names();
    }

    /** The filters as the queue reads them; the dates are UTC days, {@code to} included. */
    RecordFilter filter() {
        Set<AnswerStatus> statuses = switch (status == null ? "flagged" : status) {
            case "all" -> Set.of();
            case "flagged" -> AnswerStatus.flaggedOnes();
            default -> Set.of(AnswerStatus.parse(status));
        };
        return new RecordFilter(statuses, tenant, validator, reason, decisionFilter,
                CsvDownload.from(from), CsvDownload.to(to), text);
    }

    /** Applies the filters: the table shows their first page. */
    public void search() {
        if (from != null && to != null && to.isBefore(from)) {
            Growl.warn("Dates", "the end date comes before the start date");
        }
        firstPage();
    }

    private static void firstPage() {
        if (FacesContext.getCurrentInstance().getViewRoot().findComponent(":review:answers") instanceof DataTable table) {
            table.setFirst(0);
        }
    }

    public void clearFilters() {
        status = "flagged";
        tenant = null;
        validator = null;
        reason = null;
        decisionFilter = null;
        from = null;
        to = null;
        text = null;
        firstPage();
    }

    /** Opens the answer of the request id typed in, flagged or not. */
    public void jump() {
        String id = requestId == null ? "" : requestId.strip();
        queue.byRequest(id).ifPresentOrElse(this::show,
                () -> Growl.warn("Not found", "no recorded request " + id));
    }

    /** Opens a row of the table. */
    public void select(ReviewItem item) {
        queue.byRequest(item.requestId()).ifPresent(this::show);
    }

    /** Opens the row a click selected. */
    public void rowSelected(SelectEvent<ReviewItem> event) {
        select(event.getObject());
    }

    private void show(ReviewItem item) {
        selected = item;
        detail = RecordDetail.of(item);
        decision = null;
        note = null;
    }

    /** Records the reviewer's decision on the open answer; it keeps every earlier one. */
    public void decide() {
        if (selected == null) {
            return;
        }
        Decision chosen = Decision.of(decision == null ? "" : decision).orElse(null);
        if (chosen == null) {
            Growl.error("No decision", "choose approved, rejected or escalated");
            return;
        }
        String user = Account.signedIn();
        queue.decide(selected.requestId(), chosen, note, user).ifPresent(item -> {
            show(item);
            Growl.info("Decided", item.requestId() + " " + chosen.wireName());
        });
    }

    /** Sends every answer the filters select as a CSV file. */
    public void export() throws IOException {
        CsvDownload.send(RecordsCsv.fileName(), out -> RecordsCsv.write(queue, filter(), out));
    }

    /** A validator's score with its direction and threshold in words ({@link ScoreInWords}). */
    public String scoreInWords(ValidatorOutcome outcome) {
        return ScoreInWords.of(outcome);
    }

    public long getDepth() {
        return queue.depth();
    }

    public List<String> getDecisions() {
        return List.of(Decision.values()).stream().map(Decision::wireName).toList();
    }


    public RecordedAnswers getAnswers() {
        return answers;
    }

    public List<String> getTenantIds() {
        return tenantIds;
    }

    public List<String> getValidatorNames() {
        return validatorNames;
    }

    public String getStatus() {
        return status;
    }

    public void setStatus(String status) {
        this.status = status;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public String getValidator() {
        return validator;
    }

    public void setValidator(String validator) {
        this.validator = validator;
    }

    public String getReason() {
        return reason;
    }

    public void setReason(String reason) {
        this.reason = reason;
    }

    public String getDecisionFilter() {
        return decisionFilter;
    }

    public void setDecisionFilter(String decisionFilter) {
        this.decisionFilter = decisionFilter;
    }

    public LocalDate getFrom() {
        return from;
    }

    public void setFrom(LocalDate from) {
        this.from = from;
    }

    public LocalDate getTo() {
        return to;
    }

    public void setTo(LocalDate to) {
        this.to = to;
    }

    public String getText() {
        return text;
    }

    public void setText(String text) {
        this.text = text;
    }

    public String getRequestId() {
        return requestId;
    }

    public void setRequestId(String requestId) {
        this.requestId = requestId;
    }

    public ReviewItem getSelected() {
        return selected;
    }

    public ReviewItem getSelectedRow() {
        return selectedRow;
    }

    public void setSelectedRow(ReviewItem selectedRow) {
        this.selectedRow = selectedRow;
    }

    public RecordDetail getDetail() {
        return detail;
    }

    public String getDecision() {
        return decision;
    }

    public void setDecision(String decision) {
        this.decision = decision;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }
}
