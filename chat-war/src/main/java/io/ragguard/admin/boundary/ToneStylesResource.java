package io.ragguard.admin.boundary;

import io.ragguard.api.ErrorBody;
import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.RequestRules;
import io.ragguard.tone.boundary.ToneStyleDraft;
import jakarta.validation.constraints.NotBlank;
import io.ragguard.tone.boundary.Tone;
import io.ragguard.tone.boundary.ToneStyle;
import io.ragguard.tone.boundary.ToneStyles;
import jakarta.annotation.security.RolesAllowed;
import jakarta.inject.Inject;
import jakarta.ws.rs.ClientErrorException;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PUT;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.SecurityContext;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.ParameterIn;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;

import java.util.List;
import java.util.Locale;

/**
 * The tone styles: list them (built in and created), create one ({@code POST}), create or change one by
 * name ({@code PUT}), delete a created one no setting names, and preview a style on a sample answer.
 * Built-in styles cannot change. Admins only; every change is audited.
 */
@RolesAllowed("admin")
@Path("api/admin/tone-styles")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
@Tag(name = "tone styles")
@SecurityRequirement(name = "login")
public class ToneStylesResource {

    /** The JSON style to create or change: missing rules are off, contractions {@code keep}, no sentence limit. */
    @Schema(name = "ToneStyleBody", description = "A tone style to create or change.")
    public record StyleBody(
            @Schema(description = "1 to 40 lowercase letters, digits or hyphens, starting with a letter",
                    example = "terse")
            String name,
            @Schema(example = "Short, formal") String description,
            @Schema(description = "true keeps openers (\"Great question!\"); false or left out removes them")
            Boolean openers,
            @Schema(description = "true keeps closings (\"Hope this helps!\"); false or left out removes them")
            Boolean closings,
            @Schema(enumeration = {"keep", "expand", "contract"}, defaultValue = "keep") String contractions,
            @Schema(description = "true keeps emoji") Boolean emoji,
            @Schema(description = "true keeps exclamation marks") Boolean exclamations,
            @Schema(name = "max_sentence_words", description = "0 (no limit) to 200; a longer sentence is split",
                    example = "20")
            Integer maxSentenceWords,
            @Schema(description = "Goes into the system prompt when a model answers",
                    example = "Answer in short, formal sentences.")
            String guidance) {

        ToneStyleDraft draft() {
            return new ToneStyleDraft(name, description, openers, closings, contractions, emoji, exclamations,
                    maxSentenceWords, guidance);
        }
    }

    /** A style as listed: its rules, whether it is built in, and the settings that name it. */
    @Schema(name = "ToneStyle", description = "A tone style: its rules, whether it is built in, and the "
            + "settings that name it.")
    public record StyleView(String name, String description, boolean openers, boolean closings, String contractions,
                            boolean emoji, boolean exclamations,
                            @Schema(name = "max_sentence_words") int maxSentenceWords, String guidance,
                            @Schema(name = "built_in") boolean builtIn,
                            @Schema(name = "used_by", example = "[\"tenant.northwind.tone.style\"]")
                            List<String> usedBy) {
    }

    /** A sample answer to rewrite in a style: a named one, or one given whole. */
    @Schema(name = "ToneStylePreviewRequest", description = "A sample answer and the style to rewrite it in: "
            + "a named one, or one given whole.", requiredProperties = "text")
    public record PreviewRequest(@Schema(example = "terse") String name, StyleBody style,
                                 @Schema(example = "Great question! Returns take 30 days [1]. Hope this helps!")
                                 @NotBlank(message = "text is missing or empty: send a sample answer to rewrite")
                                 String text) {
    }

    @Schema(name = "ToneStylePreview", description = "The sample rewritten in the style.")
    public record PreviewReply(@Schema(example = "terse") String style,
                               @Schema(example = "Returns take 30 days [1].") String text) {
    }

    @Inject
    RequestRules requests;
    @Inject
    ToneStyles styles;

    @Inject
    Tone tone;

    @Context
    SecurityContext security;

    @GET
    @Operation(summary = "List the tone styles")
    @APIResponse(responseCode = "200", description = "The styles",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(type = SchemaType.ARRAY, implementation = StyleView.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public List<StyleView> all() {
        return styles.all().stream().map(this::view).toList();
    }

    @GET
    @Path("{name}")
    @Operation(summary = "Read a tone style")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "terse", description = "The style's name")
    @APIResponse(responseCode = "200", description = "The style",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = StyleView.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchToneStyle")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public StyleView one(@PathParam("name") String name) {
        return view(styles.named(name).orElseThrow(() -> new NotFoundException("no tone style " + name)));
    }

    @POST
    @Operation(summary = "Create a tone style")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = StyleBody.class),
            example = "{\"name\": \"terse\", \"description\": \"Short, formal\", \"contractions\": \"expand\", "
                    + "\"max_sentence_words\": 20, \"guidance\": \"Answer in short, formal sentences.\"}"))
    @APIResponse(responseCode = "201", description = "The style",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = StyleView.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field`: a name, description, "
            + "contractions, max_sentence_words or guidance that cannot be stored, or a built-in style's name; or "
            + "`malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "409", description = "`conflict`: a style of that name exists; PUT changes it",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response create(StyleBody body) {
        ToneStyle style = checked(body, null);
        if (styles.named(style.name()).isPresent()) {
            throw new ClientErrorException("tone style " + style.name() + " exists; PUT /api/admin/tone-styles/"
                    + style.name() + " changes it", Response.Status.CONFLICT);
        }
        styles.save(style, user());
        return Response.status(Response.Status.CREATED).entity(one(style.name())).build();
    }

    @PUT
    @Path("{name}")
    @Operation(summary = "Create or change a tone style")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "terse", description = "The style's name")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = StyleBody.class),
            example = "{\"name\": \"terse\", \"description\": \"Short, formal\", \"contractions\": \"expand\", "
                    + "\"max_sentence_words\": 20, \"guidance\": \"Answer in short, formal sentences.\"}"))
    @APIResponse(responseCode = "200", description = "The style",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = StyleView.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request` naming the `field`: a name, description, "
            + "contractions, max_sentence_words or guidance that cannot be stored, a built-in style's name, or a "
            + "body that names another style than the path; or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public StyleView save(@PathParam("name") String name, StyleBody body) {
        ToneStyle style = checked(body, name);
        styles.save(style, user());
        return one(style.name());
    }

    @DELETE
    @Path("{name}")
    @Operation(summary = "Delete a tone style")
    @Parameter(name = "name", in = ParameterIn.PATH, example = "terse", description = "The style's name")
    @APIResponse(responseCode = "204", description = "Deleted")
    @APIResponse(responseCode = "400", description = "`invalid_request`: a built-in style",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "404", ref = "noSuchToneStyle")
    @APIResponse(responseCode = "409", description = "`conflict`: a setting names the style",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public Response delete(@PathParam("name") String name) {
        if (ToneStyles.builtIn(name)) {
            throw new InvalidRequestException("name", name + " is a built-in style and cannot be deleted");
        }
        if (!styles.delete(name, user())) {
            throw new NotFoundException("no tone style " + name);
        }
        return Response.noContent().build();
    }

    @POST
    @Path("preview")
    @Operation(summary = "Preview a tone style")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = PreviewRequest.class),
            example = "{\"name\": \"terse\", \"text\": \"Great question! Returns take 30 days [1]. Hope this "
                    + "helps!\"}"))
    @APIResponse(responseCode = "200", description = "The sample rewritten",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = PreviewReply.class)))
    @APIResponse(responseCode = "400", description = "`invalid_request`: no text, no such style, or a style given "
            + "whole that cannot be stored; or `malformed_json`",
            content = @Content(mediaType = MediaType.APPLICATION_JSON,
                    schema = @Schema(implementation = ErrorBody.class)))
    @APIResponse(responseCode = "401", ref = "loginRequired")
    @APIResponse(responseCode = "403", ref = "forbidden")
    @APIResponse(responseCode = "429", ref = "loginLocked")
    public PreviewReply preview(PreviewRequest request) {
        requests.valid(request, "the body must be {\"name\" or \"style\", \"text\"} with a sample answer");
        ToneStyle style = request.style() != null ? checked(request.style(), null)
                : styles.named(request.name()).orElseThrow(() -> new InvalidRequestException("name",
                        "no tone style " + request.name()));
        return new PreviewReply(style.name(), tone.preview(style, request.text()));
    }

    /** The body as a style, refused with the field at fault; under {@code pathName} when one is given. */
    private ToneStyle checked(StyleBody body, String pathName) {
        return requests.valid(body, "the body must be a JSON tone style").draft().style(pathName);
    }

    private StyleView view(ToneStyle s) {
        return new StyleView(s.name(), s.description(), s.openers(), s.closings(),
                s.contractions().name().toLowerCase(Locale.ROOT), s.emoji(), s.exclamations(), s.maxSentenceWords(),
                s.guidance(), ToneStyles.builtIn(s.name()), styles.usedBy(s.name()));
    }

    private String user() {
        return security.getUserPrincipal().getName();
    }
}
