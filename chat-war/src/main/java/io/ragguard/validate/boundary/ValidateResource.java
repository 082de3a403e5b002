package io.ragguard.validate.boundary;

import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;

@Path("validate")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class ValidateResource {

    @Inject
    Validate validate;

    @POST
    public ValidateResponse validate(ValidateRequest request) {
        return validate.check(request);
    }
}
