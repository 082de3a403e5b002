package io.ragguard.console.guardrails;

import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.boundary.GuardEntryView;

import java.io.Serializable;

/** The entry dialog's fields: a new entry, or an existing one (its id) as it is changed. */
public class GuardEntryForm implements Serializable {

    private static final long serialVersionUID = 1L;

    private final Long id;
    private GuardList list;
    private String category;
    private String tenant;
    private String pattern;
    private String detail;

    private GuardEntryForm(Long id, GuardList list, String category, String tenant, String pattern, String detail) {
        this.id = id;
        this.list = list;
        this.category = category;
        this.tenant = tenant;
        this.pattern = pattern;
        this.detail = detail;
    }

    /** A new entry of the list and tenant the page's filters show (blank: the first list, every tenant). */
    static GuardEntryForm blank(GuardList list, String tenant) {
        return new GuardEntryForm(null, list == null ? GuardList.DENIED_TOPICS : list, null, tenant, null, null);
    }

    static GuardEntryForm of(GuardEntryView entry) {
        GuardList list = GuardList.of(entry.kind());
        return new GuardEntryForm(entry.id(), list, list.category(entry.kind()), entry.tenant(), entry.pattern(),
                entry.detail());
    }

    /** What the fields say; a list without details stores none, whatever the field held before. */
    GuardEntryDraft draft() {
        return new GuardEntryDraft(list.kind(category), tenant, pattern, list.hasDetail() ? detail : null).normalized();
    }

    public boolean isCreating() {
        return id == null;
    }

    Long id() {
        return id;
    }

    public GuardList getList() {
        return list;
    }

    public void setList(GuardList list) {
        this.list = list;
    }

    public String getCategory() {
        return category;
    }

    public void setCategory(String category) {
        this.category = category;
    }

    public String getTenant() {
        return tenant;
    }

    public void setTenant(String tenant) {
        this.tenant = tenant;
    }

    public String getPattern() {
        return pattern;
    }

    public void setPattern(String pattern) {
        this.pattern = pattern;
    }

    public String getDetail() {
        return detail;
    }

    public void setDetail(String detail) {
        this.detail = detail;
    }
}
