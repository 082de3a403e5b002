package io.ragguard.console.identity;

import io.ragguard.answering.boundary.Answering;
import io.ragguard.console.display.Growl;
import io.ragguard.console.account.Account;
import io.ragguard.console.display.Segment;
import io.ragguard.console.display.WordDiff;
import io.ragguard.generation.boundary.ModelUnavailableException;
import io.ragguard.identity.boundary.Identities;
import io.ragguard.identity.boundary.IdentityVersion;
import io.ragguard.tenant.boundary.TenantView;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;
import java.util.List;
import java.util.Optional;

/**
 * A tenant's identity prompt: the draft an admin edits (the active version to begin with), a preview
 * chat under the draft, publishing it as the new active version, the versions with who published them
 * and when, a word diff between any two, and rollback by activating an earlier one. Publishing and
 * activating are audited by {@link Identities}.
 */
@Named
@ViewScoped
public class IdentityPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    Identities identities;

    @Inject
    Tenants tenants;

    @Inject
    Answering answering;

    private List<String> tenantIds;
    private String tenant;
    private List<IdentityVersion> versions;
    private String draft;
    private String question;
    private PreviewAnswer preview;
    private Integer compareFrom;
    private Integer compareTo;
    private List<Segment> diff;

    @PostConstruct
    void open() {
        tenantIds = tenants.all().stream().map(TenantView::id).toList();
        tenant = tenantIds.isEmpty() ? null : tenantIds.get(0);
        load();
    }

    /** Shows the chosen tenant: its versions, and its active prompt as the draft. */
    public void load() {
        versions = tenant == null ? List.of() : identities.versions(tenant);
        draft = active().map(IdentityVersion::text).orElse(Identities.FALLBACK);
        preview = null;
        diff = null;
        compareFrom = versions.size() > 1 ? versions.get(1).version() : null;
        compareTo = versions.isEmpty() ? null : versions.get(0).version();
    }

    public Optional<IdentityVersion> active() {
        return versions.stream().filter(IdentityVersion::active).findFirst();
    }

    /** Which version is in force, in words. */
    public String getActiveLabel() {
        return active().map(v -> "active: version " + v.version() + ", published by " + v.createdBy())
                .orElse("no version published: the built-in prompt is in force");
    }

    /** Answers the preview question under the draft, without publishing it or recording the answer. */
    public void preview() {
        if (question == null || question.isBlank()) {
            Growl.warn("No question", "write a question to preview the draft with");
            return;
        }
        Optional<String> problem = Identities.problem(draft);
        if (problem.isPresent()) {
            Growl.error("Not previewed", problem.get());
            return;
        }
        try {
            preview = PreviewAnswer.of(answering.preview(tenant, draft.strip(), question.strip()));
        } catch (ModelUnavailableException e) {
            preview = null;
            Growl.error("Model unavailable", e.getMessage());
        }
    }

    /** Publishes the draft as the tenant's new active version. */
    public void publish() {
        Optional<String> problem = Identities.problem(draft);
        if (problem.isPresent()) {
            Growl.error("Not published", problem.get());
            return;
        }
        if (active().map(v -> v.text().equals(draft.strip())).orElse(false)) {
            Growl.warn("Not published", "the draft is the same as the active version");
            return;
        }
        int version = identities.publish(tenant, draft.strip(), Account.signedIn());
        load();
        Growl.info("Published", tenant + " now answers under version " + version);
    }

    /** Makes an earlier (or any) version the active one again. */
    public void activate(int version) {
        if (identities.activate(tenant, version, Account.signedIn())) {
            load();
            Growl.info("Activated", tenant + " now answers under version " + version);
        } else {
            Growl.error("Not activated", tenant + " has no version " + version);
        }
    }

    /** Copies a version's text into the draft, to edit or preview it. */
    public void edit(IdentityVersion version) {
        draft = version.text();
        preview = null;
    }

    /** The word diff from one chosen version to the other. */
    public void compare() {
        Optional<IdentityVersion> from = version(compareFrom);
        Optional<IdentityVersion> to = version(compareTo);
        if (from.isEmpty() || to.isEmpty()) {
            diff = null;
            Growl.warn("Nothing to compare", "choose two versions");
            return;
        }
        diff = WordDiff.of(from.get().text(), to.get().text());
    }

    private Optional<IdentityVersion> version(Integer number) {
        return number == null ? Optional.empty()
                : versions.stream().filter(v -> v.version() == number).findFirst();
    }



    public List<String> getTenantIds() {
        return tenantIds;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public List<IdentityVersion> getVersions() {
        return versions;
    }

    public String getDraft() {
        return draft;
    }

    public void setDraft(String draft) {
        this.draft = draft;
    }

    public String getQuestion() {
        return question;
    }

    public void setQuestion(String question) {
        this.question = question;
    }

    public PreviewAnswer getPreview() {
        return preview;
    }

    public Integer getCompareFrom() {
        return compareFrom;
    }

    public void setCompareFrom(Integer compareFrom) {
        this.compareFrom = compareFrom;
    }

    public Integer getCompareTo() {
        return compareTo;
    }

    public void setCompareTo(Integer compareTo) {
        this.compareTo = compareTo;
    }

    public List<Segment> getDiff() {
        return diff;
    }

    public int getMaxChars() {
        return Identities.MAX_CHARS;
    }
}
