package io.ragguard.openai.boundary;

import org.eclipse.microprofile.openapi.annotations.media.Schema;

import java.util.List;

/** OpenAI's model list: here, the tenants an integration key may use, each a model to name. */
@Schema(description = "OpenAI's model list: the tenants the integration key may use, each a model to name.")
public record ModelList(@Schema(enumeration = "list", example = "list") String object, List<Model> data) {

    @Schema(description = "A tenant as OpenAI's model.")
    public record Model(@Schema(description = "The tenant's id", example = "northwind") String id,
                        @Schema(enumeration = "model", example = "model") String object,
                        @Schema(example = "0") long created,
                        @Schema(name = "owned_by", example = "ragguard") String ownedBy) {
    }
}
