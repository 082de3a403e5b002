package io.ragguard.text;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonException;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plain text of a record written as JSON (a product, a business, an order), as a passage is read
 * for grounding: one sentence per field, its name in words and its value ({@code "OutdoorSeating": false}
 * reads "Outdoor seating: no."), nested fields named by their path ("Business parking garage: yes."), a
 * long text field (a review) as its own paragraph, and a value written as a Python dictionary inside a
 * string read as one. Any other text comes back as it is (the same string).
 */
public final class Records {

    /** A field whose text is this long is prose of its own, not a value. */
    private static final int PROSE_CHARS = 120;
    private static final Pattern CAMEL = Pattern.compile("(?<=[a-z0-9])(?=[A-Z])|_+|-+");
    /** {@code 'key': value} inside a Python dictionary written as a string. */
    private static final Pattern PYTHON_ENTRY = Pattern.compile("'([^']+)'\\s*:\\s*('([^']*)'|True|False|None|[-0-9.]+)");

    private Records() {
    }

    public static String plain(String text) {
        if (text == null) {
            return null;
        }
        String trimmed = text.strip();
        if (trimmed.length() < 2 || !(trimmed.startsWith("{") && trimmed.endsWith("}")
                || trimmed.startsWith("[") && trimmed.endsWith("]"))) {
            return text;
        }
        JsonValue value;
        try (JsonReader reader = Json.createReader(new StringReader(trimmed))) {
            value = reader.readValue();
        } catch (JsonException | IllegalStateException e) {
            return text;
        }
        List<String> lines = new ArrayList<>();
        write("", value, lines);
        return lines.isEmpty() ? text : String.join("\n", lines);
    }

    private static void write(String path, JsonValue value, List<String> lines) {
        switch (value.getValueType()) {
            case OBJECT -> {
                JsonObject object = value.asJsonObject();
                object.forEach((key, field) -> write(join(path, words(key)), field, lines));
            }
            case ARRAY -> {
                JsonArray array = value.asJsonArray();
                boolean scalars = array.stream().allMatch(v -> v.getValueType() != JsonValue.ValueType.OBJECT
                        && v.getValueType() != JsonValue.ValueType.ARRAY);
                if (scalars) {
                    List<String> items = array.stream().map(Records::scalar).toList();
                    lines.add(sentence(path, String.join(", ", items)));
                } else {
                    for (JsonValue item : array) {
                        lines.add("");
                        write(path, item, lines);
                    }
                }
            }
            case STRING -> {
                String text = ((JsonString) value).getString().strip();
                if (text.startsWith("{") && PYTHON_ENTRY.matcher(text).find()) {
                    Matcher entry = PYTHON_ENTRY.matcher(text);
                    while (entry.find()) {
                        lines.add(sentence(join(path, words(entry.group(1))), python(entry)));
                    }
                } else if (text.length() >= PROSE_CHARS) {
                    lines.add("");
                    lines.add(text);
                    lines.add("");
                } else {
                    lines.add(sentence(path, text));
                }
            }
            default -> lines.add(sentence(path, scalar(value)));
        }
    }

    private static String python(Matcher entry) {
        String written = entry.group(2);
        return switch (written) {
            case "True" -> "yes";
            case "False" -> "no";
            case "None" -> "none";
            default -> entry.group(3) != null ? entry.group(3) : written;
        };
    }

    private static String scalar(JsonValue value) {
        return switch (value.getValueType()) {
            case TRUE -> "yes";
            case FALSE -> "no";
            case NULL -> "none";
            case STRING -> ((JsonString) value).getString();
            case NUMBER -> ((JsonNumber) value).bigDecimalValue().stripTrailingZeros().toPlainString();
            default -> value.toString();
        };
    }

    /** "Outdoor seating: no." from a field's path and value. */
    private static String sentence(String path, String value) {
        String v = value.strip();
        String line = path.isEmpty() ? v : path + ": " + v;
        return line.endsWith(".") || line.endsWith("!") || line.endsWith("?") ? line : line + ".";
    }

    private static String join(String path, String name) {
        if (name.isEmpty()) {
            return path;
        }
        if (path.isEmpty()) {
            return Character.toUpperCase(name.charAt(0)) + name.substring(1);
        }
        return path + " " + name;
    }

    /**
     * A field's name in words: "RestaurantsTakeOut" is "restaurants take out", "review_stars" "review stars";
     * a name that would fall into pieces of one or two letters ("WiFi") stays whole.
     */
    static String words(String key) {
        String spaced = CAMEL.matcher(key.strip()).replaceAll(" ").strip();
        boolean pieces = java.util.Arrays.stream(spaced.split(" ")).anyMatch(w -> w.length() <= 2);
        return spaced.isEmpty() || pieces && !key.contains("_") ? key.strip() : spaced.toLowerCase(Locale.ROOT);
    }
}
