package io.ragguard.console.tenants;

import java.io.Serializable;

/** One line of the term catalog on the page: the canonical concept and the tenant's word, as edited. */
public class TermRow implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String canonical;
    private String term;

    TermRow(String canonical, String term) {
        this.canonical = canonical;
        this.term = term;
    }

    public String getCanonical() {
        return canonical;
    }

    public String getTerm() {
        return term;
    }

    public void setTerm(String term) {
        this.term = term;
    }
}
