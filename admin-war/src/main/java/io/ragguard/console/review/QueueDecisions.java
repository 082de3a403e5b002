package io.ragguard.console.review;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.recording.boundary.Decided;
import io.ragguard.recording.boundary.Decision;
import io.ragguard.recording.boundary.ReviewGroup;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.recording.boundary.ReviewQueue;
import jakarta.enterprise.event.Event;
import jakarta.faces.view.ViewScoped;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Inject;
import jakarta.inject.Named;
import org.primefaces.PrimeFaces;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Decisions on many answers of the queue at once: one decision and one note on each answer ticked in the list, or
 * on each undecided answer of a group of repeats, after the reviewer has seen how many it will be. Each answer
 * keeps its decision and is audited as one decided alone would be.
 */
@Named
@ViewScoped
public class QueueDecisions implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    ReviewQueue queue;

    @Inject
    Event<AnswersDecided> decided;

    /** The answers ticked in the list (the table submits them with every request that processes it). */
    private transient List<ReviewItem> chosen;
    private String note;

    private String groupKey;
    private long groupCount;
    private long groupUndecided;
    private String groupQuestion;
    private String groupDecision;
    private String groupNote;

    /** Records one decision ({@code approved}, {@code rejected}, {@code escalated}) with the one note on each ticked. */
    public void decideChosen(String name) {
        Optional<Decision> decision = Decision.of(name);
        if (decision.isEmpty() || !noteFits(note)) {
            return;
        }
        if (getChosen().isEmpty()) {
            Growl.warn("Nothing selected", "tick the answers to decide first");
            return;
        }
        Decided done = queue.decideAll(getChosen().stream().map(ReviewItem::requestId).toList(), decision.get(), note,
                Account.signedIn());
        Growl.info("Decided", answers(done.decided().size()) + " " + decision.get().wireName()
                + (done.unknown().isEmpty() ? "" : "; " + answers(done.unknown().size()) + " no longer recorded"));
        decided.fire(new AnswersDecided(Set.copyOf(done.decided()), null));
        chosen = new ArrayList<>();
        note = null;
    }

    /**
     * Readies the decision on a group of repeats: the dialog says how many answers it will decide. The row's
     * group is found again by its position when the button is pressed; the key the page showed
     * (request parameter {@code group}) must still be that row's, else answers arrived in between and the
     * reviewer is asked to look again rather than decide a group they did not choose.
     */
    public void chooseGroup(ReviewGroup group) {
        String shown = FacesContext.getCurrentInstance().getExternalContext().getRequestParameterMap().get("group");
        if (shown != null && !shown.equals(group.key())) {
            groupKey = null;
            Growl.warn("The queue changed", "new answers arrived; look at the groups again and choose once more");
            PrimeFaces.current().ajax().addCallbackParam("stale", true);
            PrimeFaces.current().ajax().update("review:groups");
            return;
        }
        groupKey = group.key();
        groupCount = group.count();
        groupUndecided = group.undecided();
        groupQuestion = group.newest().question();
        groupDecision = null;
        groupNote = null;
    }

    /** Records the decision with the one note on every undecided answer of the chosen group. */
    public void decideGroup() {
        Optional<Decision> decision = Decision.of(groupDecision == null ? "" : groupDecision);
        if (groupKey == null) {
            Growl.warn("No group", "choose a group of repeats to decide");
            return;
        }
        if (decision.isEmpty()) {
            Growl.error("No decision", "choose approved, rejected or escalated");
            return;
        }
        if (!noteFits(groupNote)) {
            return;
        }
        int count = queue.decideGroup(groupKey, decision.get(), groupNote, Account.signedIn());
        Growl.info("Decided", answers(count) + " " + decision.get().wireName()
                + (count < groupUndecided ? " (others were decided meanwhile)" : ""));
        decided.fire(new AnswersDecided(Set.of(), groupKey));
        PrimeFaces.current().ajax().addCallbackParam("decided", true);
        groupKey = null;
    }

    private static boolean noteFits(String text) {
        if (text != null && text.length() > Decision.MAX_NOTE) {
            Growl.error("Note too long", "a note holds up to " + Decision.MAX_NOTE + " characters");
            return false;
        }
        return true;
    }

    private static String answers(long count) {
        return count == 1 ? "1 answer" : count + " answers";
    }

    public List<ReviewItem> getChosen() {
        if (chosen == null) {
            chosen = new ArrayList<>();
        }
        return chosen;
    }

    public void setChosen(List<ReviewItem> chosen) {
        this.chosen = chosen;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public boolean isGroupChosen() {
        return groupKey != null;
    }

    public long getGroupCount() {
        return groupCount;
    }

    public long getGroupUndecided() {
        return groupUndecided;
    }

    public String getGroupQuestion() {
        return groupQuestion;
    }

    public String getGroupDecision() {
        return groupDecision;
    }

    public void setGroupDecision(String groupDecision) {
        this.groupDecision = groupDecision;
    }

    public String getGroupNote() {
        return groupNote;
    }

    public void setGroupNote(String groupNote) {
        this.groupNote = groupNote;
    }
}
