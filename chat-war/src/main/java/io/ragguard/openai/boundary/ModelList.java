package io.ragguard.openai.boundary;

import java.util.List;

/** OpenAI's model list: here, the tenants an integration key may use, each a model to name. */
public record ModelList(String object, List<Model> data) {

    public record Model(String id, String object, long created, String ownedBy) {
    }
}
