package io.ragguard.settings.boundary;

import java.util.List;
import java.util.Locale;

/** The kinds of value a setting takes, each with its own check and normal form. */
public enum SettingType {
    BOOLEAN, FRACTION, NUMBER, INTEGER, CHOICE, TEXT;

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
            case INTEGER -> {
                try {
                    int number = Integer.parseInt(value);
                    if (number < 1) {
                        throw new InvalidSettingException(name, name + " takes a whole number of at least 1");
                    }
                    return Integer.toString(number);
                } catch (NumberFormatException e) {
                    throw new InvalidSettingException(name, name + " takes a whole number, not '" + value + "'");
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
