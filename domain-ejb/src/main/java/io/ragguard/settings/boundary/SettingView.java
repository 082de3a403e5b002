package io.ragguard.settings.boundary;

import java.util.List;

/**
 * A setting as admins see it: its effective value and where that value comes from
 * ({@code database} when an admin set it, otherwise the environment or the built-in default).
 */
public record SettingView(String name, String value, String source, SettingType type, List<String> choices,
                          String description) {
}
