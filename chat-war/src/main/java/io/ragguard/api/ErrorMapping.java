package io.ragguard.api;

import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestTooLargeException;
import io.ragguard.generation.boundary.ModelUnavailableException;
import io.ragguard.conversation.boundary.ForeignConversationException;
import io.ragguard.conversation.boundary.InvalidConversationException;
import io.ragguard.generation.boundary.ModelNotAllowedException;
import io.ragguard.integration.boundary.OutsideScopeException;
import io.ragguard.knowledge.boundary.RejectedDocumentException;
import io.ragguard.policy.boundary.PolicyStateException;
import io.ragguard.policy.boundary.TooFewLabelsException;
import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.tenant.boundary.TenantConflictException;
import io.ragguard.tenant.boundary.UnknownTenantException;
import io.ragguard.tone.boundary.ToneStyleInUseException;
import jakarta.ejb.EJBException;
import jakarta.json.JsonException;
import jakarta.json.bind.JsonbException;
import jakarta.validation.ConstraintViolationException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.ProcessingException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.ext.ExceptionMapper;
import jakarta.ws.rs.ext.Provider;

import java.lang.System.Logger.Level;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns every exception into a status code and a JSON {@link ErrorBody}: 400 for bad input (a request
 * that breaks its record's Bean Validation constraints included, named by its first field; a query
 * parameter that is not a number where one is asked for included, which JAX-RS would answer 404), 409 for
 * a change of tenants their state does not allow, 413 for a conversation or instructions over the limits, 413, 415 or 422 for a knowledge document that cannot be
 * stored, the framework's own status for HTTP-level errors, 503 with {@code Retry-After} when the
 * database cannot be reached (it is restarting, or every connection is taken past the pool's
 * timeout), and 500 with no internals for anything unexpected.
 */
@Provider
public class ErrorMapping implements ExceptionMapper<Throwable> {

    private static final System.Logger LOG = System.getLogger(ErrorMapping.class.getName());

    @Override
    public Response toResponse(Throwable thrown) {
        Throwable e = unwrap(thrown);
        if (e instanceof ModelUnavailableException unavailable) {
            long seconds = unavailable.retryAfter().map(d -> Math.max(1, (d.toMillis() + 999) / 1000)).orElse(5L);
            return Response.status(503).type(MediaType.APPLICATION_JSON_TYPE).header("Retry-After", seconds)
                    .entity(ErrorBody.of("model_unavailable", unavailable.getMessage())).build();
        }
        if (e instanceof ConstraintViolationException violated && !violated.getConstraintViolations().isEmpty()) {
            e = InvalidRequestException.of(violated.getConstraintViolations());
        }
        if (e instanceof InvalidRequestException invalid) {
            return json(400, ErrorBody.of("invalid_request", invalid.reason(), invalid.field()));
        }
        if (e instanceof RequestTooLargeException tooLarge) {
            return json(413, ErrorBody.of("request_too_large", tooLarge.getMessage(), tooLarge.field()));
        }
        if (e instanceof UnknownTenantException unknown) {
            return json(400, ErrorBody.of("unknown_tenant", unknown.getMessage(), "tenant"));
        }
        if (e instanceof TenantConflictException conflict) {
            return json(409, ErrorBody.of(conflict.code(), conflict.getMessage(), conflict.field()));
        }
        if (e instanceof InvalidConversationException invalid) {
            return json(400, ErrorBody.of("invalid_conversation", invalid.getMessage(), "conversation_id"));
        }
        if (e instanceof ModelNotAllowedException model) {
            return json(403, ErrorBody.of("model_not_allowed", model.getMessage(), "model"));
        }
        if (e instanceof ForeignConversationException foreign) {
            return json(403, ErrorBody.of("conversation_not_allowed", foreign.getMessage(), "conversation_id"));
        }
        if (e instanceof RejectedDocumentException rejected) {
            return rejected(rejected);
        }
        if (e instanceof OutsideScopeException outside) {
            return json(403, ErrorBody.of("tenant_not_allowed", outside.getMessage()));
        }
        if (e instanceof TooFewLabelsException few) {
            return json(409, ErrorBody.of("too_few_labels", few.getMessage()));
        }
        if (e instanceof PolicyStateException state) {
            return json(409, ErrorBody.of("conflict", state.getMessage()));
        }
        if (e instanceof ToneStyleInUseException inUse) {
            return json(409, ErrorBody.of("conflict", inUse.getMessage()));
        }
        if (e instanceof InvalidSettingException invalid) {
            return json(400, ErrorBody.of("invalid_setting", invalid.getMessage(), invalid.setting()));
        }
        if (e instanceof JsonbException || e instanceof JsonException || e instanceof ProcessingException) {
            return json(400, ErrorBody.of("malformed_json", "the request body is not valid JSON of the expected shape"));
        }
        if (e instanceof NotFoundException && unreadableParameter(e)) {
            String name = parameterName(e);
            return json(400, ErrorBody.of("invalid_request", (name == null ? "a query parameter" : name)
                    + " is not a value of its kind (a whole number for paging)", name));
        }
        if (e instanceof WebApplicationException web && web.getResponse().getStatus() < 500) {
            Response.StatusType status = web.getResponse().getStatusInfo();
            String code = status.getReasonPhrase().toLowerCase(Locale.ROOT).replace(' ', '_');
            return json(status.getStatusCode(), ErrorBody.of(code, ownMessage(e)
                    ? e.getMessage() : FRAMEWORK_MESSAGES.getOrDefault(status.getStatusCode(), "the request was refused")));
        }
        if (DatabaseOutage.in(thrown)) {
            LOG.log(Level.WARNING, "request refused, the database is unavailable: {0}", DatabaseOutage.describe(thrown));
            return Response.status(503).type(MediaType.APPLICATION_JSON_TYPE)
                    .header("Retry-After", DatabaseOutage.RETRY_AFTER_SECONDS)
                    .entity(ErrorBody.of("database_unavailable",
                            "the database cannot be reached just now; retry after "
                                    + DatabaseOutage.RETRY_AFTER_SECONDS + " s"))
                    .build();
        }
        LOG.log(Level.ERROR, "request failed unexpectedly", thrown);
        return json(500, ErrorBody.of("internal_error", "the server could not complete the request"));
    }

    /** A query parameter the framework could not read: it answers 404, as JAX-RS asks, for a 400. */
    private static final Pattern PARAMETER = Pattern.compile("(?:QueryParam|PathParam)\\(\"([^\"]{1,64})\"\\)");

    private static boolean unreadableParameter(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause() == cause ? null : cause.getCause()) {
            if (cause instanceof IllegalArgumentException) {
                return true;
            }
        }
        return e.getMessage() != null && e.getMessage().contains("Unable to extract parameter");
    }

    private static String parameterName(Throwable e) {
        Matcher m = PARAMETER.matcher(String.valueOf(e.getMessage()));
        return m.find() ? m.group(1) : null;
    }

    /**
     * Whether a message is one this API wrote (a resource's "no knowledge document 7"), not the
     * framework's, which names its own message codes and the full URL.
     */
    private static boolean ownMessage(Throwable e) {
        String message = e.getMessage();
        return message != null && !message.startsWith("RESTEASY") && !message.startsWith("HTTP ")
                && Response.Status.fromStatusCode(reasonCode(message)) == null;
    }

    /** The status whose reason phrase the message is ("Unauthorized" from a role check), else 0. */
    private static int reasonCode(String message) {
        for (Response.Status status : Response.Status.values()) {
            if (status.getReasonPhrase().equalsIgnoreCase(message.strip())) {
                return status.getStatusCode();
            }
        }
        return 0;
    }

    private static final Map<Integer, String> FRAMEWORK_MESSAGES = Map.of(
            401, "this resource needs HTTP Basic credentials",
            403, "this user's roles do not allow this",
            404, "no resource answers this path",
            405, "this resource does not take this method",
            406, "this resource cannot answer in the media type asked for; ask for application/json",
            415, "this resource does not read this media type; send application/json");

    private static Response rejected(RejectedDocumentException e) {
        return switch (e.problem()) {
            case INVALID -> json(400, ErrorBody.of("invalid_request", e.getMessage(), e.field()));
            case UNSUPPORTED_TYPE -> json(415, ErrorBody.of("unsupported_media_type", e.getMessage(), e.field()));
            case TOO_LARGE -> json(413, ErrorBody.of("document_too_large", e.getMessage(), e.field()));
            case UNREADABLE -> json(422, ErrorBody.of("unreadable_document", e.getMessage(), e.field()));
            case EMPTY -> json(422, ErrorBody.of("empty_document", e.getMessage(), e.field()));
        };
    }

    /** Application exceptions can arrive wrapped by the EJB container or the JSON provider. */
    private static Throwable unwrap(Throwable thrown) {
        Throwable e = thrown;
        while ((e instanceof EJBException || e instanceof ProcessingException) && e.getCause() != null
                && e.getCause() != e) {
            e = e.getCause();
        }
        return e;
    }

    private static Response json(int status, ErrorBody body) {
        return Response.status(status).type(MediaType.APPLICATION_JSON_TYPE).entity(body).build();
    }
}
