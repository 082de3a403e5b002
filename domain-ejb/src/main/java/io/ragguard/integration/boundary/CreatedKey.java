package io.ragguard.integration.boundary;

/** A key just made: its value, shown this once and never again, and how it is listed from now on. */
public record CreatedKey(String key, KeyView view) {
}
