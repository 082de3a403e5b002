package io.ragguard.request;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.Validator;

import java.util.Set;

/**
 * Holds a request record to the Bean Validation constraints it carries ({@code @NotBlank},
 * {@code @Size}, ...): the rules that never change live on the record itself, where the OpenAPI reader and
 * the code see the same thing. Limits that are live settings (a message's length, a conversation's size)
 * are checked where the setting is read, not here.
 */
@ApplicationScoped
public class RequestRules {

    @Inject
    Validator validator;

    public RequestRules() {
    }

    /** For code that runs without a container (tests, tools). */
    public RequestRules(Validator validator) {
        this.validator = validator;
    }

    /**
     * The request, when it is there and breaks none of its constraints.
     *
     * @param missing what to answer when there is no body at all
     * @throws InvalidRequestException naming the first field at fault, in the order of the property paths
     */
    public <T> T valid(T request, String missing) {
        if (request == null) {
            throw new InvalidRequestException(null, missing);
        }
        Set<ConstraintViolation<T>> violations = validator.validate(request);
        if (!violations.isEmpty()) {
            throw InvalidRequestException.of(violations);
        }
        return request;
    }
}
