package io.ragguard.api;

import io.ragguard.people.boundary.SignedIn;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;

import java.security.Principal;

/**
 * A request of the API whose Basic credentials {@link ApiLogin} checked: it names that person as its
 * user and answers role checks ({@code @RolesAllowed}, {@code SecurityContext.isUserInRole}) from their
 * roles.
 */
final class SignedInRequest extends HttpServletRequestWrapper {

    private final SignedIn person;
    private final Principal principal;

    SignedInRequest(HttpServletRequest request, SignedIn person) {
        super(request);
        this.person = person;
        this.principal = person::name;
    }

    @Override
    public Principal getUserPrincipal() {
        return principal;
    }

    @Override
    public String getRemoteUser() {
        return person.name();
    }

    @Override
    public boolean isUserInRole(String role) {
        return person.roles().contains(role);
    }

    @Override
    public String getAuthType() {
        return HttpServletRequest.BASIC_AUTH;
    }
}
