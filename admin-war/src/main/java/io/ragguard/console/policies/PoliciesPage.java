package io.ragguard.console.policies;

import io.ragguard.console.account.Account;
import io.ragguard.console.display.Growl;
import io.ragguard.policy.boundary.Policies;
import io.ragguard.policy.boundary.PolicyStateException;
import io.ragguard.policy.boundary.PolicyStatus;
import io.ragguard.policy.boundary.PolicyView;
import io.ragguard.settings.boundary.InvalidSettingException;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.LongFunction;

/**
 * Every validation policy, newest first, and the one opened (by a click, or by {@code ?policy=<id>}): its values,
 * and publishing it (a draft) or rolling it back (a published one). Both are audited by {@link Policies}.
 */
@Named
@ViewScoped
public class PoliciesPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Policies policies;

    @Inject
    ReplayRun replay;

    private Long requested;
    private Long selectedId;
    private transient List<PolicyView> all;
    private transient PolicyView selected;

    /** Opens the policy the address names, if it does. */
    public void open() {
        if (requested != null) {
            show(requested);
        }
    }

    /** Opens a policy, with no replay shown yet, and reads the list again. */
    public void show(long id) {
        all = null;
        selected = policies.one(id).orElse(null);
        selectedId = selected == null ? null : id;
        replay.forget();
        if (selected == null) {
            Growl.warn("Not found", "there is no policy " + id);
        }
    }

    public void publish() {
        change("Published", "Not published", id -> policies.publish(id, Account.signedIn()));
    }

    public void rollback() {
        change("Rolled back", "Not rolled back", id -> policies.rollback(id, Account.signedIn()));
    }

    private void change(String done, String refused, LongFunction<Optional<PolicyView>> step) {
        if (selectedId == null) {
            return;
        }
        try {
            step.apply(selectedId).ifPresentOrElse(p -> Growl.info(done, p.name() + " is " + status(p)),
                    () -> Growl.warn(refused, "there is no policy " + selectedId));
        } catch (PolicyStateException | InvalidSettingException e) {
            Growl.error(refused, e.getMessage());
        }
        all = null;
        selected = null;
    }

    /** A policy's status as the API writes it: {@code draft}, {@code published}, {@code rolled_back}. */
    public String status(PolicyView policy) {
        return policy.status().name().toLowerCase(Locale.ROOT);
    }

    public boolean isDraft() {
        return getSelected() != null && selected.status() == PolicyStatus.DRAFT;
    }

    public boolean isPublished() {
        return getSelected() != null && selected.status() == PolicyStatus.PUBLISHED;
    }

    public List<PolicyView> getAll() {
        if (all == null) {
            all = policies.all();
        }
        return all;
    }

    public PolicyView getSelected() {
        if (selected == null && selectedId != null) {
            selected = policies.one(selectedId).orElse(null);
        }
        return selected;
    }

    public List<PolicyValue> getValues() {
        return getSelected() == null ? List.of() : PolicyValue.of(selected);
    }

    public Long getRequested() {
        return requested;
    }

    public void setRequested(Long requested) {
        this.requested = requested;
    }
}
