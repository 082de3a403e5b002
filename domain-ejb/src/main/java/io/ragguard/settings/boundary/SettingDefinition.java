package io.ragguard.settings.boundary;

import io.ragguard.outbound.ProviderAddresses;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A setting that may be changed at run time: its type, the values it takes (a range, a list, a length
 * and form, a kind of file) and what it means. {@link #normalize} checks a value against everything but
 * what needs the server (a file's folder and contents, a tenant's existence: see {@code SettingCatalog})
 * and returns its normal form; a value outside gets an {@link InvalidSettingException} naming what is
 * allowed.
 */
public record SettingDefinition(String name, SettingType type, Double min, Double max, List<String> choices,
                                Integer maxLength, String pattern, FileKind file, String description) {

    /** Text that is not a template: at most this long. */
    public static final int TEXT_LENGTH = 4000;
    /** A template or replacement sentence: at most this long. */
    public static final int TEMPLATE_LENGTH = 500;

    public SettingDefinition {
        Objects.requireNonNull(name);
        Objects.requireNonNull(type);
        choices = choices == null ? List.of() : List.copyOf(choices);
    }

    public static SettingDefinition flag(String name, String description) {
        return new SettingDefinition(name, SettingType.BOOLEAN, null, null, List.of(), null, null, null, description);
    }

    /** A number from 0 to 1: a threshold, a weight, a share. */
    public static SettingDefinition fraction(String name, String description) {
        return number(name, 0, 1, description);
    }

    public static SettingDefinition number(String name, double min, double max, String description) {
        return new SettingDefinition(name, SettingType.NUMBER, min, max, List.of(), null, null, null, description);
    }

    public static SettingDefinition integer(String name, long min, long max, String description) {
        return new SettingDefinition(name, SettingType.INTEGER, (double) min, (double) max, List.of(), null, null,
                null, description);
    }

    public static SettingDefinition choice(String name, String description, String... choices) {
        return new SettingDefinition(name, SettingType.CHOICE, null, null, List.of(choices), null, null, null,
                description);
    }

    /** Text of at most {@code maxLength} characters, none of them control characters. */
    public static SettingDefinition text(String name, int maxLength, String description) {
        return new SettingDefinition(name, SettingType.TEXT, null, null, List.of(), maxLength, null, null,
                description);
    }

    /** Text matching {@code regex} as a whole, at most {@code maxLength} characters. */
    public static SettingDefinition text(String name, int maxLength, String regex, String description) {
        return new SettingDefinition(name, SettingType.TEXT, null, null, List.of(), maxLength, regex, null,
                description);
    }

    /** The path of a file of that kind under the server's model folder. */
    public static SettingDefinition file(String name, FileKind kind, String description) {
        return new SettingDefinition(name, SettingType.FILE, null, null, List.of(), null, null, kind, description);
    }

    /** The id of an existing tenant. */
    public static SettingDefinition tenant(String name, String description) {
        return new SettingDefinition(name, SettingType.TENANT, null, null, List.of(), null, null, null, description);
    }

    /** An absolute http or https URL with a host. */
    public static SettingDefinition url(String name, String description) {
        return new SettingDefinition(name, SettingType.URL, null, null, List.of(), TEXT_LENGTH, null, null,
                description);
    }

    /** The name of a tone style, built in or created by an admin (whether it exists is the boundary's to check). */
    public static SettingDefinition toneStyle(String name, String description) {
        return new SettingDefinition(name, SettingType.TONE_STYLE, null, null, List.of(), 40, "[a-z][a-z0-9-]{0,39}",
                null, description);
    }

    /** A secret (a key): write-only, stored encrypted, shown only as set or not set. */
    public static SettingDefinition secret(String name, String description) {
        return new SettingDefinition(name, SettingType.SECRET, null, null, List.of(), TEXT_LENGTH, null, null,
                description);
    }

    public boolean secret() {
        return type == SettingType.SECRET;
    }

    /** The same definition under another name (a validator's parameter under its full name). */
    public SettingDefinition named(String fullName) {
        return new SettingDefinition(fullName, type, min, max, choices, maxLength, pattern, file, description);
    }

    /** The values it takes, in words: "a whole number from 1 to 200". */
    public String allowed() {
        return switch (type) {
            case BOOLEAN -> "true or false";
            case NUMBER -> "a number from " + plain(min) + " to " + plain(max);
            case INTEGER -> "a whole number from " + plain(min) + " to " + plain(max);
            case CHOICE -> "one of " + String.join(", ", choices);
            case TEXT -> "text of 1 to " + maxLength + " characters" + (pattern == null ? "" : " matching " + pattern);
            case FILE -> "the path of " + file.description() + " in the server's model folder";
            case TENANT -> "the id of an existing tenant";
            case TONE_STYLE -> "the name of a tone style: neutral, friendly, scholarly or one an admin created";
            case URL -> "an http or https URL";
            case SECRET -> "text of 1 to " + maxLength + " characters, or ${env.NAME} naming a variable "
                    + Secrets.ENV_ALLOW + " lists";
        };
    }

    /**
     * The value in normal form.
     *
     * @throws InvalidSettingException naming the setting and what it takes, when the value is not one of them
     */
    public String normalize(String raw) {
        String value = raw == null ? "" : raw.strip();
        if (value.isEmpty()) {
            throw refused("nothing");
        }
        if (type != SettingType.SECRET && value.contains("${")) {
            // the configuration would replace an expression with another setting's or variable's value
            throw new InvalidSettingException(name, name + " takes no ${...} expressions: they would read other "
                    + "settings and the server's environment");
        }
        return switch (type) {
            case BOOLEAN -> {
                String lower = value.toLowerCase(Locale.ROOT);
                if (!lower.equals("true") && !lower.equals("false")) {
                    throw refused(value);
                }
                yield lower;
            }
            case NUMBER -> {
                double number = parse(value);
                if (number < min || number > max) {
                    throw refused(value);
                }
                yield Double.toString(number);
            }
            case INTEGER -> {
                long number;
                try {
                    number = Long.parseLong(value);
                } catch (NumberFormatException e) {
                    throw refused(value);
                }
                if (number < min || number > max) {
                    throw refused(value);
                }
                yield Long.toString(number);
            }
            case CHOICE -> {
                String lower = value.toLowerCase(Locale.ROOT);
                if (!choices.contains(lower)) {
                    throw refused(value);
                }
                yield lower;
            }
            case TONE_STYLE -> {
                String lower = value.toLowerCase(Locale.ROOT);
                if (!Pattern.matches(pattern, lower)) {
                    throw refused(value);
                }
                yield lower;
            }
            case TEXT -> {
                if (value.length() > maxLength || value.chars().anyMatch(Character::isISOControl)
                        || pattern != null && !Pattern.matches(pattern, value)) {
                    throw refused(value);
                }
                yield value;
            }
            case URL -> {
                if (value.length() > maxLength || !isHttpUrl(value)) {
                    throw refused(value);
                }
                ProviderAddresses.fromEnvironment().refusal(URI.create(value), true).ifPresent(refusal -> {
                    throw new InvalidSettingException(name, name + " refuses " + value + ": " + refusal);
                });
                yield value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
            }
            case SECRET -> {
                if (value.length() > maxLength || value.chars().anyMatch(Character::isISOControl)) {
                    throw new InvalidSettingException(name, name + " takes " + allowed());
                }
                Optional<String> variable = Secrets.variable(value);
                if (variable.isPresent() && !Secrets.allowed(variable.get(), System.getenv(Secrets.ENV_ALLOW))) {
                    throw new InvalidSettingException(name, name + " may name only the environment variables that "
                            + Secrets.ENV_ALLOW + " lists, and " + variable.get() + " is not among them");
                }
                if (variable.isEmpty() && value.contains("${")) {
                    throw new InvalidSettingException(name, name + " takes a key, or ${env.NAME} as the whole value");
                }
                yield value;
            }
            case FILE, TENANT -> {
                if (value.length() > TEXT_LENGTH || value.chars().anyMatch(Character::isISOControl)) {
                    throw refused(value);
                }
                yield value;
            }
        };
    }

    private static boolean isHttpUrl(String value) {
        try {
            URI uri = new URI(value);
            return uri.isAbsolute() && ("http".equalsIgnoreCase(uri.getScheme())
                    || "https".equalsIgnoreCase(uri.getScheme())) && uri.getHost() != null
                    && uri.getRawFragment() == null && uri.getRawUserInfo() == null;
        } catch (URISyntaxException e) {
            return false;
        }
    }

    /** The refusal of a value: the setting, what it takes, and the value (shortened). */
    public InvalidSettingException refused(String value) {
        String shown = value.length() > 200 ? value.substring(0, 197) + "..." : value;
        return new InvalidSettingException(name, name + " takes " + allowed() + ", not '" + shown + "'");
    }

    /** A decimal number as people write it: "0.35", "-2", "1e-3"; not "0x1p-3", "1d" or "NaN". */
    private static final java.util.regex.Pattern DECIMAL = java.util.regex.Pattern.compile(
            "[-+]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][-+]?\\d{1,3})?");

    private double parse(String value) {
        if (!DECIMAL.matcher(value).matches()) {
            throw refused(value);
        }
        try {
            double number = Double.parseDouble(value);
            if (Double.isNaN(number) || Double.isInfinite(number)) {
                throw refused(value);
            }
            return number;
        } catch (NumberFormatException e) {
            throw refused(value);
        }
    }

    private static String plain(Double number) {
        return number == Math.rint(number) && Math.abs(number) < 1e15 ? Long.toString(number.longValue())
                : number.toString();
    }
}
