package io.ragguard.console.account;

import io.ragguard.people.boundary.SignedIn;
import jakarta.enterprise.context.RequestScoped;
import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;
import jakarta.inject.Named;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.Cookie;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;

import java.io.IOException;
import java.util.List;

/** The user signed in to the console, as the menu bar shows it. */
@Named
@RequestScoped
public class Account {

    public String getUser() {
        return signedIn();
    }

    /** The name the person signed in goes by (their display name), else their user name. */
    public String getDisplayName() {
        Object person = external().getSessionMap().get(ConsoleLogin.PERSON);
        return person instanceof SignedIn signedIn && !signedIn.displayName().isBlank() ? signedIn.displayName()
                : signedIn();
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

    /** The container's login cookie (LTPA, where it sets one) and the session's, both on the console's own path. */
    static final List<String> COOKIES = List.of("LtpaToken2", "JSESSIONID");

    /**
     * Ends the container login (the server remembers the logged-out login token and refuses it from then
     * on: {@code trackLoggedOutSSOCookies}) and the session, tells the browser to drop both cookies on
     * the path they were set on, then sends it to the console's start page, which being protected shows
     * the login form.
     */
    public void logout() throws IOException, ServletException {
        ExternalContext external = external();
        ((HttpServletRequest) external.getRequest()).logout();
        external.invalidateSession();
        HttpServletResponse response = (HttpServletResponse) external.getResponse();
        for (String name : COOKIES) {
            Cookie expired = new Cookie(name, "");
            expired.setPath(external.getRequestContextPath());
            expired.setMaxAge(0);
            expired.setSecure(true);
            expired.setHttpOnly(true);
            response.addCookie(expired);
        }
        external.redirect(external.getRequestContextPath() + "/");
    }

    private static ExternalContext external() {
        return FacesContext.getCurrentInstance().getExternalContext();
    }
}
