package io.ragguard.admin.boundary;

import jakarta.json.JsonValue;

/** {@code {"value": ...}}: a string, number or boolean. */
public record SettingChange(JsonValue value) {
}
