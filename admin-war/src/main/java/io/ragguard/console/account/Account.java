package io.ragguard.console.account;

import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;

import java.io.IOException;

/** The user signed in to the console, as the menu bar shows it. */
@Named
@RequestScoped
public class Account {

    public String getUser() {
        return signedIn();
    }

    /** The user signed in to this request, as the audit names who changed something through a page. */
    public static String signedIn() {
        return external().getRemoteUser();
    }

    public boolean isAdmin() {
        return external().isUserInRole("admin");
    }

    /**
     * Sends a user who is not an admin to the review queue. The URL constraints already forbid admin
     * pages to others; this covers the console's start page, which the container forwards to the
     * validators page without checking that page's constraint.
     */
    public void requireAdmin() throws IOException {
        if (!isAdmin()) {
            ExternalContext external = external();
            external.redirect(external.getRequestContextPath() + "/review.xhtml");
        }
    }

    /**
     * Ends the container login and the session, then sends the browser to the console's start page,
     * which being protected shows the login form.
     */
    public void logout() throws IOException, ServletException {
        ExternalContext external = external();
        ((HttpServletRequest) external.getRequest()).logout();
        external.invalidateSession();
        external.redirect(external.getRequestContextPath() + "/");
    }

    private static ExternalContext external() {
        return FacesContext.getCurrentInstance().getExternalContext();
    }
}
