package io.ragguard.validate.boundary;

import io.ragguard.api.KeyScope;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.Context;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@Path("api/validate")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class ValidateResource {

    @Inject
    Validate validate;

    @Inject
    Tenants tenants;

    @Context
    HttpServletRequest http;

    @POST
    public ValidateResponse validate(ValidateRequest request) {
        if (request != null) {
            KeyScope.require(http, tenants.require(request.tenant()).id());
        }
        return validate.check(request, KeyScope.keyName(http));
    }
}
