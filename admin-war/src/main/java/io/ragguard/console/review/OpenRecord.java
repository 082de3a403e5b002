package io.ragguard.console.review;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.Neighbours;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ReviewQueue;
import io.ragguard.recording.boundary.ValidatorOutcome;
import io.ragguard.request.InvalidRequestException;
import jakarta.enterprise.event.Observes;
import jakarta.enterprise.event.Reception;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The answer open beside the queue: its full record (its answers with their diff, its evidence with each claim's
 * span highlighted, the validators' outcomes, the reviewers' decisions), the answers before and after it in the
 * queue's order, its own address, and what a reviewer does with it: decide (an escalation may name whom it goes
 * to), assign it to a person or a role, to oneself, or to no one.
 */
@Named
@ViewScoped
public class OpenRecord implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    ReviewQueue queue;

    @Inject
    ReviewPage page;

    @Inject
    Reviewers reviewers;

    private String requestId;
    private transient ReviewItem item;
    private RecordDetail detail;
    /** The queue (its address without the open answer) and the answer that {@link #previous} and {@link #next} are of. */
    private String neighboursOf;
    private String previous;
    private String next;

    private String typed;
    private String decision;
    private String note;
    private String escalateTo;
    private String assignTo;

    /** Opens the answer the address names, whether or not the filters list it. */
    public void arrive() {
        String wanted = page.address().request();
        if (wanted != null && !load(wanted)) {
            Growl.warn("Not found", "no recorded request " + wanted);
        }
    }

    /** Opens an answer; its address becomes the page's. */
    public void open(String wanted) {
        if (load(wanted)) {
            page.opened(wanted);
        } else {
            Growl.warn("Not found", "no recorded request " + wanted);
        }
    }

    /** Opens the answer of the request id typed in, flagged or not. */
    public void jump() {
        open(typed == null ? "" : typed.strip());
    }

    public void close() {
        requestId = null;
        item = null;
        detail = null;
        page.opened(null);
    }

    public void previous() {
        Optional.ofNullable(getPrevious()).ifPresent(this::open);
    }

    public void next() {
        Optional.ofNullable(getNext()).ifPresent(this::open);
    }

    /** Records the reviewer's decision on the open answer; it keeps every earlier one. */
    public void decide() {
        Decision chosen = Decision.of(decision == null ? "" : decision).orElse(null);
        if (requestId == null || chosen == null) {
            Growl.error("No decision", "choose approved, rejected or escalated");
            return;
        }
        if (note != null && note.length() > Decision.MAX_NOTE) {
            Growl.error("Note too long", "a note holds up to " + Decision.MAX_NOTE + " characters");
            return;
        }
        String target = chosen == Decision.ESCALATED && escalateTo != null && !escalateTo.isBlank() ? escalateTo : null;
        change(() -> queue.decide(requestId, chosen, note, Account.signedIn(), target), "Decided",
                requestId + " " + chosen.wireName() + (target == null ? "" : ", to " + reviewers.shown(target)));
    }

    /** Assigns the open answer to the person or role chosen. */
    public void assign() {
        if (assignTo == null || assignTo.isBlank()) {
            Growl.warn("Nobody chosen", "choose a person or a role to assign it to");
            return;
        }
        String to = assignTo;
        change(() -> queue.assign(requestId, to, Account.signedIn()), "Assigned",
                requestId + " to " + reviewers.shown(to));
    }

    public void assignToMe() {
        String me = Account.signedIn();
        change(() -> queue.assign(requestId, me, me), "Assigned", requestId + " to you");
    }

    public void unassign() {
        change(() -> queue.assign(requestId, null, Account.signedIn()), "Unassigned", requestId);
    }

    private void change(Supplier<Optional<ReviewItem>> action, String summary, String detail) {
        if (requestId == null) {
            return;
        }
        try {
            action.get().ifPresentOrElse(changed -> {
                show(changed);
                Growl.info(summary, detail);
            }, () -> Growl.warn("Not found", "no recorded request " + requestId));
        } catch (InvalidRequestException e) {
            Growl.error("Not done", e.reason());
        }
    }

    /** Answers decided many at once: the open one shows its decision if it was among them. */
    void decidedElsewhere(@Observes(notifyObserver = Reception.IF_EXISTS) AnswersDecided decided) {
        ReviewItem open = getItem();
        if (open != null && decided.touches(open)) {
            queue.byRequest(open.requestId()).ifPresent(this::show);
        }
    }

    private boolean load(String wanted) {
        Optional<ReviewItem> found = wanted == null || wanted.isBlank() ? Optional.empty() : queue.byRequest(wanted);
        found.ifPresent(this::show);
        return found.isPresent();
    }

    private void show(ReviewItem shown) {
        item = shown;
        requestId = shown.requestId();
        detail = RecordDetail.of(shown);
        decision = null;
        note = null;
        escalateTo = null;
        assignTo = null;
    }

    /** Reads the neighbours of the open answer in the queue as its filters now stand, once per queue and answer. */
    private void neighbours() {
        String of = page.address().withRequest(null).query() + " " + requestId;
        if (requestId != null && !of.equals(neighboursOf)) {
            Optional<Neighbours> around = queue.neighbours(page.filter(), requestId);
            previous = around.map(Neighbours::previous).orElse(null);
            next = around.map(Neighbours::next).orElse(null);
            neighboursOf = of;
        }
    }

    /** A validator's score with its direction and threshold in words ({@link ScoreInWords}). */
    public String scoreInWords(ValidatorOutcome outcome) {
        return ScoreInWords.of(outcome);
    }

    public boolean isOpen() {
        return requestId != null;
    }

    /** The open answer (read again after the view was stored without it). */
    public ReviewItem getItem() {
        if (item == null && requestId != null) {
            item = queue.byRequest(requestId).orElse(null);
        }
        return item;
    }

    public String getRequestId() {
        return requestId;
    }

    /** The open answer's own address, {@code review.xhtml?request=<id>}. */
    public String getLink() {
        return requestId == null ? null : page.href(QueueAddress.of(requestId));
    }

    public String getPrevious() {
        neighbours();
        return requestId == null ? null : previous;
    }

    public String getNext() {
        neighbours();
        return requestId == null ? null : next;
    }

    public RecordDetail getDetail() {
        return detail;
    }

    public String getTyped() {
        return typed;
    }

    public void setTyped(String typed) {
        this.typed = typed;
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

    public String getEscalateTo() {
        return escalateTo;
    }

    public void setEscalateTo(String escalateTo) {
        this.escalateTo = escalateTo;
    }

    public String getAssignTo() {
        return assignTo;
    }

    public void setAssignTo(String assignTo) {
        this.assignTo = assignTo;
    }
}
