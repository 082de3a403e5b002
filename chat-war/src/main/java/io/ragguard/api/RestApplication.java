package io.ragguard.api;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;
import jakarta.ws.rs.core.MediaType;
import org.eclipse.microprofile.openapi.annotations.Components;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.headers.Header;
import org.eclipse.microprofile.openapi.annotations.info.Info;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

/**
 * The chat module is deployed at the server's root: RAG Guard's own API lives under {@code /api}, the
 * OpenAI-compatible door under {@code /v1} (each resource names its prefix), and Liberty's own endpoints
 * ({@code /health}, {@code /metrics}, {@code /openapi}) and the console ({@code /console}) keep theirs.
 * The OpenAPI description served at {@code /openapi} starts here: the product, its areas (tags), how
 * callers log in, and the refusals and errors the resources share (each a response the operations name with
 * {@code ref}); each resource describes its own operations.
 */
@ApplicationPath("/")
@OpenAPIDefinition(
        info = @Info(title = "RAG Guard", version = "1.0", description = """
                A guarded RAG chat server: it answers a tenant's questions from the tenant's own knowledge and \
                will not let a model say what its sources do not support. Every answer is validated before it \
                is sent (streamed answers sentence by sentence), repaired or refused when it fails, and recorded \
                for review.

                `/api` is RAG Guard's own API, `/v1` an OpenAI-compatible door to the same guarded answers. JSON \
                property names are snake_case, and a property with no value is left out. Every error is JSON: \
                `{"error", "message", "field"?}` under `/api`, OpenAI's `{"error": {"message", "type", "param", \
                "code"}}` under `/v1`. Besides the responses each operation lists, any request may get \
                400 `invalid_path` (a path with a dot segment, an encoded slash or a matrix parameter), \
                405, 406 or 415 for the wrong method, `Accept` or `Content-Type`, 413 for a JSON body over the \
                limit, 503 `database_unavailable` with `Retry-After` while the database cannot be reached, and \
                500 `internal_error`."""),
        tags = {
            @Tag(name = "chat", description = "Guarded answers to a tenant's questions, as JSON or as Server-Sent "
                    + "Events. Takes an integration key."),
            @Tag(name = "validate", description = "Validation of an answer your own model wrote, against the "
                    + "contexts you retrieved. Takes an integration key."),
            @Tag(name = "knowledge", description = "A tenant's documents: admins add and delete them; admins, "
                    + "compliance officers and integration keys (for their own tenants) read them."),
            @Tag(name = "openai", description = "The OpenAI-compatible door: OpenAI's Chat Completions and Models "
                    + "APIs in front of the guarded answers, with RAG Guard's evidence in an extra `ragguard` "
                    + "field. Takes an integration key."),
            @Tag(name = "settings", description = "Admin: the live settings, their history and restores."),
            @Tag(name = "model", description = "Admin: the model settings in effect, and a connection test."),
            @Tag(name = "records", description = "Admin and compliance: recorded answers, the review queue, "
                    + "reviewers' decisions, CSV export and the retention purge."),
            @Tag(name = "audit", description = "Admin: the audit trail of every change and login."),
            @Tag(name = "tenants", description = "Admin: tenants and their term catalogs."),
            @Tag(name = "identity", description = "Admin: a tenant's identity prompt, in versions."),
            @Tag(name = "tone styles", description = "Admin: the tone styles answers are written in."),
            @Tag(name = "guardrails", description = "Admin: the guard lists the validators read."),
            @Tag(name = "knowledge gaps", description = "Admin: documents per tenant, and what the knowledge "
                    + "lacked."),
            @Tag(name = "keys", description = "Admin: integration keys."),
            @Tag(name = "users", description = "Admin: the people who log in to the console and the admin API."),
            @Tag(name = "policies", description = "Admin: named sets of validation settings, for every tenant or "
                    + "one, drafted, published at once and rolled back."),
            @Tag(name = "evaluations", description = "Admin: batch evaluations of labelled answers and questions, "
                    + "with a report, and two runs compared.")
        },
        components = @Components(
                securitySchemes = {
                    @SecurityScheme(securitySchemeName = "integrationKey", type = SecuritySchemeType.HTTP,
                            scheme = "bearer", bearerFormat = "rg-...", description = "An integration key, "
                                    + "`Authorization: Bearer rg-...`, made by an admin for an application. It is "
                                    + "required on /api/chat, /api/validate and /v1, accepted on the knowledge "
                                    + "reads, and opens nothing else. It names the tenants it may use and may "
                                    + "have a rate limit in requests per minute."),
                    @SecurityScheme(securitySchemeName = "login", type = SecuritySchemeType.HTTP, scheme = "basic",
                            description = "HTTP Basic on every call, for admin and compliance users; never a "
                                    + "session cookie. Each operation names the roles it needs.")
                },
                responses = {
                    @APIResponse(name = "loginRequired", description = "No login, a wrong password, or an "
                            + "integration key where a login is needed: `credentials_required` or "
                            + "`invalid_credentials`.",
                            headers = @Header(name = "WWW-Authenticate", description = "The Basic challenge",
                                    schema = @Schema(type = SchemaType.STRING)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "forbidden", description = "The login does not have a role this operation "
                            + "needs: `forbidden`.",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "loginLocked", description = "Too many wrong passwords for this user or "
                            + "from this address: `login_locked`. Retry after `Retry-After` seconds.",
                            headers = @Header(name = "Retry-After", description = "Seconds until a login is taken "
                                    + "again", schema = @Schema(type = SchemaType.INTEGER)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "keyRequired", description = "No integration key, a login instead of one, "
                            + "or a key that is unknown, revoked or expired: `key_required` or `invalid_key`.",
                            headers = @Header(name = "WWW-Authenticate", description = "The Bearer challenge",
                                    schema = @Schema(type = SchemaType.STRING)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "rateLimited", description = "The integration key is past its requests per "
                            + "minute: `rate_limited`. Retry after `Retry-After` seconds, at the next minute.",
                            headers = @Header(name = "Retry-After", description = "Seconds until the key's next "
                                    + "minute", schema = @Schema(type = SchemaType.INTEGER)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "keyOrLoginRequired", description = "No credentials, a wrong password "
                            + "(`credentials_required`, `invalid_credentials`), or an integration key that is "
                            + "unknown, revoked or expired (`invalid_key`).",
                            headers = @Header(name = "WWW-Authenticate", description = "The Basic or Bearer "
                                    + "challenge", schema = @Schema(type = SchemaType.STRING)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "keyOrLoginLimited", description = "The integration key is past its "
                            + "requests per minute (`rate_limited`), or the login is locked out after too many "
                            + "wrong passwords (`login_locked`). Retry after `Retry-After` seconds.",
                            headers = @Header(name = "Retry-After", description = "Seconds to wait",
                                    schema = @Schema(type = SchemaType.INTEGER)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "openAiKeyRequired", description = "No integration key, a login instead of "
                            + "one, or a key that is unknown, revoked or expired: code `key_required` or "
                            + "`invalid_key`, type `authentication_error`.",
                            headers = @Header(name = "WWW-Authenticate", description = "The Bearer challenge",
                                    schema = @Schema(type = SchemaType.STRING)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = OpenAiError.class))),
                    @APIResponse(name = "openAiRateLimited", description = "The integration key is past its "
                            + "requests per minute: code `rate_limited`, type `rate_limit_error`. Retry after "
                            + "`Retry-After` seconds.",
                            headers = @Header(name = "Retry-After", description = "Seconds until the key's next "
                                    + "minute", schema = @Schema(type = SchemaType.INTEGER)),
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = OpenAiError.class))),
                    // the errors several operations share word for word, under /api
                    @APIResponse(name = "tenantNotAllowed", description = "`tenant_not_allowed`: the tenant is "
                            + "outside the key's scope",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "documentNotAllowed", description = "`tenant_not_allowed` (the document's "
                            + "tenant is outside the key's scope) or `forbidden` (a login with neither role)",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "unknownTenant", description = "`unknown_tenant`",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchTenant", description = "`not_found`: no such tenant",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchDocument", description = "`not_found`: no such document",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchKey", description = "`not_found`: no key with that id",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchUser", description = "`not_found`: no user of that name",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchRecord", description = "`not_found`: no record of that request",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchPolicy", description = "`not_found`: no policy with that id",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "policyState", description = "`conflict`: the policy's status does not "
                            + "allow it (only a draft is published, only a published policy rolled back)",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchEvaluation", description = "`not_found`: no evaluation with that id",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchGuardEntry", description = "`not_found`: no entry with that id",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchToneStyle", description = "`not_found`: no such tone style",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "noSuchSetting", description = "`invalid_setting`: no such setting",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "invalidTenant", description = "`invalid_request` naming the `field`: an "
                            + "id, name, domain, canonical concept or term that cannot be stored; or `malformed_json`",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class))),
                    @APIResponse(name = "invalidGuardEntry", description = "`invalid_request` (a kind, tenant, "
                            + "pattern or detail that cannot be stored; `field` names it), `malformed_json` or "
                            + "`unknown_tenant`",
                            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                                    schema = @Schema(implementation = ErrorBody.class)))
                }))
public class RestApplication extends Application {
}
