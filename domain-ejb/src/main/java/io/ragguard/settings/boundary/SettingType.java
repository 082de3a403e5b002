package io.ragguard.settings.boundary;

/**
 * The kinds of value a setting takes. Each definition bounds its kind further ({@link SettingDefinition}):
 * numbers and whole numbers by a range, choices by their list, text by its length and form, files by
 * the folder they must be in and what they must be, tenants by existing. A URL is an absolute
 * {@code http} or {@code https} address; a secret is text that is stored encrypted and never shown.
 */
public enum SettingType {
    BOOLEAN, NUMBER, INTEGER, CHOICE, TEXT, FILE, TENANT, TONE_STYLE, URL, SECRET
}
