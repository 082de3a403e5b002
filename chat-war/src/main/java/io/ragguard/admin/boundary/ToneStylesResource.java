package io.ragguard.admin.boundary;

import io.ragguard.api.InvalidRequestException;
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
public class ToneStylesResource {

    /** The JSON style to create or change: missing rules are off, contractions {@code keep}, no sentence limit. */
    public record StyleBody(String name, String description, Boolean openers, Boolean closings, String contractions,
                            Boolean emoji, Boolean exclamations, Integer maxSentenceWords, String guidance) {
    }

    /** A style as listed: its rules, whether it is built in, and the settings that name it. */
    public record StyleView(String name, String description, boolean openers, boolean closings, String contractions,
                            boolean emoji, boolean exclamations, int maxSentenceWords, String guidance,
                            boolean builtIn, List<String> usedBy) {
    }

    /** A sample answer to rewrite in a style: a named one, or one given whole. */
    public record PreviewRequest(String name, StyleBody style, String text) {
    }

    public record PreviewReply(String style, String text) {
    }

    @Inject
    ToneStyles styles;

    @Inject
    Tone tone;

    @Context
    SecurityContext security;

    @GET
    public List<StyleView> all() {
        return styles.all().stream().map(this::view).toList();
    }

    @GET
    @Path("{name}")
    public StyleView one(@PathParam("name") String name) {
        return view(styles.named(name).orElseThrow(() -> new NotFoundException("no tone style " + name)));
    }

    @POST
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
    public StyleView save(@PathParam("name") String name, StyleBody body) {
        ToneStyle style = checked(body, name);
        styles.save(style, user());
        return one(style.name());
    }

    @DELETE
    @Path("{name}")
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
    public PreviewReply preview(PreviewRequest request) {
        if (request == null || request.text() == null || request.text().isBlank()) {
            throw new InvalidRequestException("text", "the body must be {\"name\" or \"style\", \"text\"} with a sample answer");
        }
        ToneStyle style = request.style() != null ? checked(request.style(), null)
                : styles.named(request.name()).orElseThrow(() -> new InvalidRequestException("name",
                        "no tone style " + request.name()));
        return new PreviewReply(style.name(), tone.preview(style, request.text()));
    }

    /** The body as a style, refused with the field at fault; under {@code pathName} when one is given. */
    private static ToneStyle checked(StyleBody body, String pathName) {
        if (body == null) {
            throw new InvalidRequestException("name", "the body must be a JSON tone style");
        }
        if (pathName != null && body.name() != null && !body.name().strip().equalsIgnoreCase(pathName)) {
            throw new InvalidRequestException("name", "the body names " + body.name() + ", the path " + pathName);
        }
        String name = (pathName != null ? pathName : body.name() == null ? "" : body.name()).strip();
        ToneStyle.Contractions contractions = contractions(body.contractions());
        ToneStyle style = new ToneStyle(name.toLowerCase(Locale.ROOT), body.description(), on(body.openers()),
                on(body.closings()), contractions, on(body.emoji()), on(body.exclamations()),
                body.maxSentenceWords() == null ? 0 : body.maxSentenceWords(),
                body.guidance() == null ? "" : body.guidance());
        ToneStyles.problem(style).ifPresent(p -> {
            throw new InvalidRequestException(p.field(), p.message());
        });
        return style;
    }

    private static ToneStyle.Contractions contractions(String value) {
        if (value == null || value.isBlank()) {
            return ToneStyle.Contractions.KEEP;
        }
        try {
            return ToneStyle.Contractions.valueOf(value.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new InvalidRequestException("contractions", "contractions must be keep, expand or contract");
        }
    }

    private static boolean on(Boolean value) {
        return Boolean.TRUE.equals(value);
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
