package io.ragguard.request;

import jakarta.ejb.ApplicationException;
import jakarta.validation.ConstraintViolation;
import jakarta.validation.ElementKind;
import jakarta.validation.Path;

import java.util.Collection;
import java.util.Comparator;
import java.util.Locale;

/**
 * A request that is well-formed JSON but asks for something the API does not accept: an argument no boundary
 * takes, named by its field (400 {@code invalid_request}).
 */
@ApplicationException(rollback = true)
public class InvalidRequestException extends IllegalArgumentException {

    private final String field;
    private final String reason;

    /** Refuses {@code field} (null: the request as a whole) for {@code reason}, which the API answers with. */
    public InvalidRequestException(String field, String reason) {
        super(field == null ? reason : field + ": " + reason);
        this.field = field;
        this.reason = reason;
    }

    /**
     * The first of a request's Bean Validation violations (in the order of their property paths, so the same
     * request always names the same field): the field is the wire name (snake case) of the last property on
     * the path, the reason the constraint's message.
     */
    public static InvalidRequestException of(Collection<? extends ConstraintViolation<?>> violations) {
        ConstraintViolation<?> first = violations.stream()
                .min(Comparator.comparing((ConstraintViolation<?> v) -> String.valueOf(v.getPropertyPath()))
                        .thenComparing(ConstraintViolation::getMessage))
                .orElseThrow(() -> new IllegalArgumentException("no violations"));
        return new InvalidRequestException(field(first.getPropertyPath()), first.getMessage());
    }

    private static String field(Path path) {
        String name = null;
        for (Path.Node node : path) {
            if (node.getKind() == ElementKind.PROPERTY || node.getKind() == ElementKind.PARAMETER) {
                name = node.getName();
            }
        }
        return name == null ? null : name.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toLowerCase(Locale.ROOT);
    }

    public String field() {
        return field;
    }

    /** Why, as the API's error body says it (the exception's message also names the field). */
    public String reason() {
        return reason;
    }
}
