package io.ragguard.settings.boundary;

import java.util.List;

/**
 * A setting as admins see it: its effective value and where that value comes from
 * ({@code database} when an admin set it, otherwise the environment or the built-in default), its
 * type, its range ({@code min}, {@code max}) or {@code choices}, the values it takes in words, what it
 * does, and {@code defaultValue}, the value a reset gives it (from the environment or built in; null when
 * there is none, and for a secret). A secret's value is never shown: {@code set} says whether it has one
 * (null for other settings).
 */
public record SettingView(String name, String value, Boolean set, String source, SettingType type, Double min, Double max,
                          List<String> choices, String allowed, String description, String defaultValue) {
}
