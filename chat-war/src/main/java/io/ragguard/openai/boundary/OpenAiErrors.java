package io.ragguard.openai.boundary;

import io.ragguard.api.OpenAiError;
import io.ragguard.api.ErrorBody;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.ext.Provider;

/** Every error body under {@code /v1}, whichever mapper wrote it, in OpenAI's form ({@link OpenAiError}). */
@Provider
public class OpenAiErrors implements ContainerResponseFilter {

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        if (response.getEntity() instanceof ErrorBody body
                && OpenAiError.applies(request.getUriInfo().getRequestUri().getRawPath())) {
            response.setEntity(OpenAiError.of(response.getStatus(), body), response.getEntityAnnotations(),
                    response.getMediaType());
        }
    }
}
