package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonNumber;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;
import jakarta.json.stream.JsonParser;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * What {@link Fuzz} may send to a server that holds real data: nothing that changes a real setting to
 * a value it takes, resets a real setting, deletes anything that may exist, stores knowledge or a guard
 * list entry, or rebuilds an index. Every request passes {@link #allows} before it is sent, whatever
 * made it; the rules judge the request as the server could read it (its path percent-decoded, its body
 * as JSON and as a multipart form), so that a path trick or a malformed body cannot slip past them:
 *
 * <ul>
 * <li>GET, HEAD, OPTIONS, TRACE and PATCH change nothing (no resource takes PATCH).
 * <li>DELETE: the path names no real setting, and every number in it is at least 10^12, which no id
 * reaches.
 * <li>PUT: for every real setting the path names, every {@code value} in the body is one the setting
 * certainly refuses, by its type, range and choices in the server's own catalogue; the body has no
 * {@code \}{@code u} escape (which could hide a member's name).
 * <li>POST: never a reindex; to knowledge, a body with no {@code content}, no existing tenant and no
 * file of a readable type; to guard lists, a body with no valid kind.
 * </ul>
 */
final class FuzzSafety {

    private static final BigInteger FIRST_IMPOSSIBLE_ID = BigInteger.TEN.pow(12);
    /** The kinds a guard list entry may have (GuardEntryDraft). */
    private static final Pattern GUARD_KIND = Pattern.compile(
            "denied_topic|identity_claim|ego_claim|required_section|harm_[a-z0-9_]{1,58}");
    private static final Pattern QUOTED_HARM_KIND = Pattern.compile("\"\\s*harm_[a-z0-9_]{1,58}\\s*\"");
    private static final List<String> READABLE_FILES = List.of(".txt", ".text", ".md", ".markdown", ".htm",
            ".pdf", "text/", "pdf", "html", "markdown");

    /** A real setting as the catalogue describes it; range and choices are null or empty when it gives none. */
    record Setting(String name, String type, List<String> choices, BigDecimal min, BigDecimal max) {
    }

    private final List<Setting> settings;
    private final Set<String> tenants;

    private FuzzSafety(List<Setting> settings, Set<String> tenants) {
        this.settings = settings;
        this.tenants = tenants;
    }

    /**
     * The facts the rules need, read as an admin: the settings catalogue, and the tenants (the demo ones,
     * every one holding knowledge, and the default).
     */
    static FuzzSafety read(HttpClient http, String base, String admin) throws IOException, InterruptedException {
        List<Setting> settings = new ArrayList<>();
        Set<String> tenants = new TreeSet<>();
        for (JsonValue value : Json.createReader(new StringReader(get(http, base + "/api/admin/settings", admin)))
                .readArray()) {
            JsonObject s = value.asJsonObject();
            List<String> choices = s.get("choices") instanceof JsonArray array
                    ? array.getValuesAs(JsonString.class).stream().map(JsonString::getString).toList() : List.of();
            settings.add(new Setting(s.getString("name"), s.getString("type", "TEXT"), choices, number(s, "min"),
                    number(s, "max")));
            if (s.getString("name").equals("chat.default.tenant") && s.get("value") instanceof JsonString tenant) {
                tenants.add(tenant.getString().toLowerCase(Locale.ROOT));
            }
        }
        Json.createReader(new StringReader(Corpora.resource("demo/tenants.json"))).readArray()
                .forEach(t -> tenants.add(t.asJsonObject().getString("id").toLowerCase(Locale.ROOT)));
        Json.createReader(new StringReader(get(http, base + "/api/admin/knowledge", admin))).readObject().keySet()
                .forEach(t -> tenants.add(t.toLowerCase(Locale.ROOT)));
        return new FuzzSafety(List.copyOf(settings), tenants);
    }

    List<Setting> settings() {
        return settings;
    }

    /** Whether the request is safe to send; see the class comment for the rules. */
    boolean allows(FuzzCases.Request request) {
        String path = decoded(request.path().split("\\?", 2)[0]);
        String body = request.body() == null ? "" : new String(request.body(), StandardCharsets.UTF_8);
        return switch (request.method()) {
            case "GET", "HEAD", "OPTIONS", "TRACE", "PATCH" -> true;
            case "DELETE" -> named(path).isEmpty() && onlyImpossibleIds(path);
            case "PUT" -> named(path).isEmpty() || !body.toLowerCase(Locale.ROOT).contains("\\u")
                    && named(path).stream().allMatch(s -> values(body, v -> certainlyRefused(s, v)));
            case "POST" -> !path.contains("reindex")
                    && (!path.contains("knowledge") || storesNoKnowledge(body))
                    && (!path.contains("guardrail") || storesNoGuardEntry(body));
            default -> false;
        };
    }

    /**
     * Whether the setting refuses the value whatever else is true of the server: by its type, its range
     * and its choices; a value that some reading might accept (a number written another way, a text, a
     * file that might exist) counts as accepted.
     */
    boolean certainlyRefused(Setting setting, JsonValue value) {
        if (value == null || value instanceof JsonArray || value instanceof JsonObject
                || value.getValueType() == JsonValue.ValueType.NULL) {
            return true;
        }
        String raw = value instanceof JsonString s ? s.getString() : value.toString();
        if (raw.isBlank() && raw.trim().isEmpty()) {
            return true;
        }
        List<String> readings = List.of(raw.trim(), raw.strip());
        String type = setting.type().toUpperCase(Locale.ROOT);
        return switch (type) {
            case "BOOLEAN" -> readings.stream().map(r -> r.toLowerCase(Locale.ROOT))
                    .noneMatch(r -> Set.of("true", "false", "yes", "no", "on", "off", "1", "0", "y", "n").contains(r));
            case "NUMBER", "FRACTION", "INTEGER", "INDEX" -> readings.stream().allMatch(r -> outOfRange(setting, r));
            case "CHOICE" -> !setting.choices().isEmpty() && readings.stream()
                    .noneMatch(r -> setting.choices().contains(r.toLowerCase(Locale.ROOT)));
            case "TENANT" -> readings.stream().allMatch(r -> r.startsWith(FuzzCases.NO_SUCH_TENANT));
            case "FILE" -> raw.indexOf('\0') >= 0 || readings.stream().allMatch(r -> r.startsWith("/nonexistent-"));
            default -> false;
        };
    }

    /** A number no reading of which is inside the setting's range; not a number at all also counts. */
    private static boolean outOfRange(Setting setting, String text) {
        if (text.chars().anyMatch(c -> c > 127) || text.toLowerCase(Locale.ROOT).contains("0x")) {
            return false;
        }
        BigDecimal number;
        try {
            number = new BigDecimal(text);
        } catch (NumberFormatException e) {
            try {
                Double.parseDouble(text);
                return false;
            } catch (NumberFormatException notEvenThat) {
                return true;
            }
        }
        BigDecimal min = setting.min();
        BigDecimal max = setting.max();
        if (min == null && max == null) {
            switch (setting.type().toUpperCase(Locale.ROOT)) {
                case "FRACTION" -> {
                    min = BigDecimal.ZERO;
                    max = BigDecimal.ONE;
                }
                case "NUMBER" -> min = BigDecimal.ZERO;
                case "INTEGER" -> {
                    min = BigDecimal.ONE;
                    max = BigDecimal.valueOf(Integer.MAX_VALUE);
                }
                default -> {
                    min = BigDecimal.valueOf(Integer.MIN_VALUE);
                    max = BigDecimal.valueOf(Integer.MAX_VALUE);
                }
            }
        }
        return min != null && number.compareTo(min) < 0 || max != null && number.compareTo(max) > 0;
    }

    /** The real settings whose names the (decoded) path holds. */
    private List<Setting> named(String path) {
        return settings.stream().filter(s -> path.contains(s.name().toLowerCase(Locale.ROOT))).toList();
    }

    /** Every run of digits (of any script) is a number of at least 10^12. */
    private static boolean onlyImpossibleIds(String path) {
        BigInteger run = null;
        for (int i = 0; i <= path.length(); i++) {
            int digit = i < path.length() ? Character.digit(path.charAt(i), 10) : -1;
            if (digit >= 0) {
                run = (run == null ? BigInteger.ZERO : run.multiply(BigInteger.TEN)).add(BigInteger.valueOf(digit));
            } else if (run != null) {
                if (run.compareTo(FIRST_IMPOSSIBLE_ID) < 0) {
                    return false;
                }
                run = null;
            }
        }
        return true;
    }

    private boolean storesNoKnowledge(String body) {
        String lower = body.toLowerCase(Locale.ROOT);
        return tenants.stream().noneMatch(lower::contains) && READABLE_FILES.stream().noneMatch(lower::contains)
                && !lower.contains("\"content\"") && keys(body).stream().noneMatch(k -> k.equalsIgnoreCase("content"));
    }

    private static boolean storesNoGuardEntry(String body) {
        String lower = body.toLowerCase(Locale.ROOT);
        return List.of("denied_topic", "identity_claim", "ego_claim", "required_section").stream()
                .noneMatch(lower::contains) && !QUOTED_HARM_KIND.matcher(body).find()
                && strings(body).stream().noneMatch(s -> GUARD_KIND.matcher(s.strip()).matches());
    }

    /**
     * Whether every value of a member named {@code value} (any case, any depth) passes the test, and
     * every {@code value} in the text was read as one: none hides past where the parser gave up.
     */
    private static boolean values(String body, Predicate<JsonValue> test) {
        int written = body.toLowerCase(Locale.ROOT).split("value", -1).length - 1;
        int read = 0;
        try (JsonParser parser = parser(body)) {
            boolean named = false;
            while (parser.hasNext()) {
                JsonParser.Event event = parser.next();
                if (event == JsonParser.Event.KEY_NAME) {
                    named = parser.getString().equalsIgnoreCase("value");
                    read += named ? 1 : 0;
                    continue;
                }
                boolean scalar = event != JsonParser.Event.START_OBJECT && event != JsonParser.Event.START_ARRAY
                        && event != JsonParser.Event.END_OBJECT && event != JsonParser.Event.END_ARRAY;
                if (named && scalar && !test.test(parser.getValue())) {
                    return false;
                }
                named = false;
            }
        } catch (RuntimeException e) {
            // the rest cannot be read as JSON (malformed, or nested past the parser's depth)
        }
        return read >= written;
    }

    private static List<String> keys(String body) {
        return collect(body, JsonParser.Event.KEY_NAME);
    }

    private static List<String> strings(String body) {
        return collect(body, JsonParser.Event.VALUE_STRING);
    }

    private static List<String> collect(String body, JsonParser.Event wanted) {
        List<String> found = new ArrayList<>();
        try (JsonParser parser = parser(body)) {
            while (parser.hasNext()) {
                if (parser.next() == wanted) {
                    found.add(parser.getString());
                }
            }
        } catch (RuntimeException e) {
            // what was read before is what a lenient reader could bind
        }
        return found;
    }

    /** A parser of the body's first JSON value, a byte order mark and white space before it skipped. */
    private static JsonParser parser(String body) {
        return Json.createParser(new StringReader(body.replaceFirst("^[\\s\ufeff]+", "")));
    }

    /** The path percent-decoded (three times over, for double encodings), backslashes as slashes, lower case. */
    static String decoded(String path) {
        return percentDecoded(path).replace('\\', '/').toLowerCase(Locale.ROOT);
    }

    /** The path percent-decoded three times over as UTF-8, escapes that are none left as they are. */
    static String percentDecoded(String path) {
        String decoded = path;
        for (int round = 0; round < 3; round++) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            for (int i = 0; i < decoded.length(); i++) {
                char c = decoded.charAt(i);
                int hex = c == '%' ? hex(decoded, i + 1) : -1;
                if (hex >= 0) {
                    bytes.write(hex);
                    i += 2;
                } else {
                    bytes.writeBytes(String.valueOf(c).getBytes(StandardCharsets.UTF_8));
                }
            }
            decoded = bytes.toString(StandardCharsets.UTF_8);
        }
        return decoded;
    }

    private static int hex(String text, int at) {
        if (at + 1 >= text.length()) {
            return -1;
        }
        int high = Character.digit(text.charAt(at), 16);
        int low = Character.digit(text.charAt(at + 1), 16);
        return high < 0 || low < 0 ? -1 : high * 16 + low;
    }

    private static BigDecimal number(JsonObject setting, String name) {
        return setting.get(name) instanceof JsonNumber n ? n.bigDecimalValue() : null;
    }

    private static String get(HttpClient http, String url, String admin) throws IOException, InterruptedException {
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(url)).header("Authorization", admin)
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() != 200) {
            throw new IllegalStateException("the fuzzer reads " + url + " as an admin to keep real data safe, and got "
                    + response.statusCode() + " (set -Dadmin.user and -Dadmin.password)");
        }
        return response.body();
    }
}
