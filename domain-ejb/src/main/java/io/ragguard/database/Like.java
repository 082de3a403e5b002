package io.ragguard.database;

/**
 * Text matched literally inside a JPQL {@code like ... escape '!'}: its own {@code %} and {@code _}
 * (and the escape character) escaped, so that "100%" or "return_shipping" match as written.
 */
public final class Like {

    /** The escape character to name in the query: {@code like :p escape '!'}. */
    public static final char ESCAPE = '!';

    private Like() {
    }

    /** The text with the pattern's special characters escaped. */
    public static String literal(String text) {
        return text.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
