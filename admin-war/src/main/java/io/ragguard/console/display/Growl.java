package io.ragguard.console.display;

import jakarta.faces.application.FacesMessage;
import jakarta.faces.context.FacesContext;

/** Messages for the page's growl: what a change did, or why it did not happen. Escaped as all text is. */
public final class Growl {

    private Growl() {
    }

    public static void info(String summary, String detail) {
        add(FacesMessage.SEVERITY_INFO, summary, detail);
    }

    public static void warn(String summary, String detail) {
        add(FacesMessage.SEVERITY_WARN, summary, detail);
    }

    public static void error(String summary, String detail) {
        add(FacesMessage.SEVERITY_ERROR, summary, detail);
    }

    private static void add(FacesMessage.Severity severity, String summary, String detail) {
        FacesContext.getCurrentInstance().addMessage(null, new FacesMessage(severity, summary, detail));
    }
}
