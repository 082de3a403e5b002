package io.ragguard.admin.boundary;

import jakarta.json.JsonValue;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/** {@code {"value": ...}}: a string, number or boolean. */
@Schema(description = "A setting's new value.", requiredProperties = "value")
public record SettingChange(@Schema(implementation = Object.class, description = "A string, number or boolean",
        example = "0.12") JsonValue value) {
}
