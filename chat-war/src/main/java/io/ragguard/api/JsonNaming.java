package io.ragguard.api;

import jakarta.json.bind.Jsonb;
import jakarta.json.bind.JsonbBuilder;
import jakarta.json.bind.JsonbConfig;
import jakarta.json.bind.config.PropertyNamingStrategy;
import jakarta.ws.rs.ext.ContextResolver;
import jakarta.ws.rs.ext.Provider;

/** snake_case property names on the wire ({@code context_used}), nulls left out. */
@Provider
public class JsonNaming implements ContextResolver<Jsonb> {

    /** The one JSON-B of the API, also used where a response is written outside JAX-RS. */
    static final Jsonb JSONB = JsonbBuilder.create(new JsonbConfig()
            .withPropertyNamingStrategy(PropertyNamingStrategy.LOWER_CASE_WITH_UNDERSCORES)
            .withNullValues(false));

    /** The API's JSON-B, for bodies written outside JAX-RS's own writers (an event stream). */
    public static Jsonb jsonb() {
        return JSONB;
    }

    @Override
    public Jsonb getContext(Class<?> type) {
        return JSONB;
    }
}
