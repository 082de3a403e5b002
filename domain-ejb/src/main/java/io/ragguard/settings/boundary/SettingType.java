package io.ragguard.settings.boundary;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The kinds of value a setting takes, each with its own check and normal form: {@code INDEX} is any
 * whole number (a negative one counts from the end), {@code FILE} the path of a readable file on the
 * server, so that a typo is refused when it is set rather than failing every answer afterwards.
 */
public enum SettingType {
    BOOLEAN, FRACTION, NUMBER, INTEGER, INDEX, CHOICE, FILE, TEXT;

    /** The value in normal form, or an explanation of why it is not acceptable. */
    public String normalize(String name, String raw, List<String> choices) {
        String value = raw == null ? "" : raw.trim();
        if (value.isEmpty()) {
            throw new InvalidSettingException(name, name + " needs a value");
        }
        switch (this) {
            case BOOLEAN -> {
                String lower = value.toLowerCase(Locale.ROOT);
                if (!lower.equals("true") && !lower.equals("false")) {
                    throw new InvalidSettingException(name, name + " takes true or false, not '" + value + "'");
                }
                return lower;
            }
            case FRACTION, NUMBER -> {
                double number = parse(name, value);
                if (number < 0 || (this == FRACTION && number > 1)) {
                    throw new InvalidSettingException(name, name + " takes a number "
                            + (this == FRACTION ? "from 0 to 1" : "of at least 0") + ", not " + value);
                }
                return Double.toString(number);
            }
            case INTEGER, INDEX -> {
                int number;
                try {
                    number = Integer.parseInt(value);
                } catch (NumberFormatException e) {
                    throw new InvalidSettingException(name, name + " takes a whole number, not '" + value + "'");
                }
                if (this == INTEGER && number < 1) {
                    throw new InvalidSettingException(name, name + " takes a whole number of at least 1");
                }
                return Integer.toString(number);
            }
            case FILE -> {
                try {
                    Path file = Path.of(value);
                    if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
                        throw new InvalidSettingException(name, name + " takes the path of a readable file; "
                                + value + " is not one");
                    }
                    return file.toAbsolutePath().normalize().toString();
                } catch (InvalidPathException e) {
                    throw new InvalidSettingException(name, name + " takes a file path, not '" + value + "'");
                }
            }
            case CHOICE -> {
                String lower = value.toLowerCase(Locale.ROOT);
                if (!choices.contains(lower)) {
                    throw new InvalidSettingException(name, name + " takes one of " + choices + ", not '" + value + "'");
                }
                return lower;
            }
            default -> {
                if (value.length() > 4000) {
                    throw new InvalidSettingException(name, name + " takes at most 4000 characters");
                }
                return value;
            }
        }
    }

    private static double parse(String name, String value) {
        try {
            double number = Double.parseDouble(value);
            if (Double.isNaN(number) || Double.isInfinite(number)) {
                throw new NumberFormatException();
            }
            return number;
        } catch (NumberFormatException e) {
            throw new InvalidSettingException(name, name + " takes a number, not '" + value + "'");
        }
    }
}
