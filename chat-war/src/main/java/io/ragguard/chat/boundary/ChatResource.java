package io.ragguard.chat.boundary;

import io.ragguard.api.KeyScope;
import io.ragguard.tenant.boundary.Tenants;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.ws.rs.core.Context;
import io.ragguard.api.JsonNaming;
import io.ragguard.chat.control.Asked;
import io.ragguard.chat.control.EventStream;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import jakarta.ws.rs.core.StreamingOutput;

/**
 * {@code POST /api/chat/rag}: the guarded answer as JSON, or, for {@code Accept: text/event-stream}, as
 * Server-Sent Events validated sentence by sentence. A request that cannot be answered at all (bad input,
 * an unknown tenant) gets its JSON error before any stream begins.
 */
@Path("api/chat")
@Consumes(MediaType.APPLICATION_JSON)
@Produces(MediaType.APPLICATION_JSON)
public class ChatResource {

    @Inject
    Chat chat;

    @Inject
    Tenants tenants;

    @Context
    HttpServletRequest http;

    @POST
    @Path("rag")
    @Produces({MediaType.APPLICATION_JSON, MediaType.SERVER_SENT_EVENTS})
    public Response rag(ChatRequest request, @HeaderParam(HttpHeaders.ACCEPT) String accept) {
        if (request != null) {
            KeyScope.require(http, tenants.require(request.tenant()).id());
        }
        Question question = Question.of(request, KeyScope.keyName(http));
        if (accept == null || !accept.toLowerCase().contains(MediaType.SERVER_SENT_EVENTS)) {
            return Response.ok(chat.ask(question), MediaType.APPLICATION_JSON_TYPE).build();
        }
        Asked asked = chat.open(question);
        StreamingOutput stream = out -> chat.stream(asked, new EventStream(out, JsonNaming.jsonb()));
        return Response.ok(stream, MediaType.SERVER_SENT_EVENTS_TYPE).header("Cache-Control", "no-cache")
                .header("X-Accel-Buffering", "no").build();
    }
}
