package io.ragguard.bench;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Random;
import java.util.Set;

/**
 * The raw material of {@link Fuzz}: JSON that is malformed, deep, huge or of the wrong shape, hostile
 * strings (lone surrogates, direction marks, NULs, oversized), binary bodies, wrong content types,
 * bogus credentials, path tricks and bad query strings, every one drawn from the caller's
 * {@link Random} so that a seed gives the same requests. JSON is written here by hand, since most of
 * it must not be valid. Nothing here names a Java class or the words the fuzzer looks for in answers,
 * so that an answer echoing the request is not taken for a leak.
 */
final class HostileInput {

    /** A member of a JSON object: its name and its value as JSON text, valid or not. */
    record Field(String name, String json) {
    }

    private static final int DEPTH = 10_000;
    private static final List<Integer> SIZES = List.of(4_001, 20_001, 65_537, 300_000, 1 << 20);
    private static final List<String> WRONG_TYPES = List.of("0", "-1", "42", "3.14", "true", "false", "null", "[]",
            "{}", "[1,\"a\",null]", "{\"a\":{\"b\":[]}}", "\"\"", "1e999999", "-1e400", "1E+308", "2147483648",
            "-9223372036854775809", "0.0000000000000000000000000000001", "-0");
    private static final List<String> INVALID_LITERALS = List.of("NaN", "Infinity", "-Infinity", "+1", ".5", "01",
            "0x10", "1e", "-", "tru", "nul", "'single'", "undefined", "\"unterminated", "\"bad \\x41 escape\"",
            "\"short \\u12 escape\"", "\"tab\tinside\"");
    private static final List<String> HOSTILE_STRINGS = List.of("\\ud800", "\\udfff", "a\\udc00b", "\\ud800\\ud800",
            "\\u202eevil\\u202c", "\u200f\u202e right to left \u202c", "\\u200b", "\\u0000", "x\\u0000y",
            "\\ufeff", "\\uffff", "\\ufffe", "\\ud83d\\ude00", "\ud83d\ude00 emoji", "", "   ", "\\t\\n\\r",
            "'; DROP TABLE records; --", "\\\" OR \\\"1\\\"=\\\"1", "<script>alert(1)</script>",
            "${jndi:ldap://fuzz.invalid/a}", "../../etc/passwd", "..\\\\..\\\\windows", "%s%s%n%x",
            "{{7*7}}", "\\\\", "\\/", "\\u0041\\u0042", "null", "true", "0");
    private static final List<String> EXTRA_NAMES = List.of("extra", "__proto__", "constructor", "", " ", "\\u0000",
            "a.b", "$where", "message ", "MESSAGE", "\\ud800");
    private static final List<String> GARBAGE = List.of("}", "]", ",", "garbage", "\\u0000", "{}", " {\"a\":1}",
            "\n\n\nx", "\u0000", "/* comment */");
    private static final List<String> WHOLE_BODIES = List.of("", " ", "null", "true", "42", "\"text\"", "[]", "[{}]",
            "{", "}", "{}}", "{\"a\"}", "{\"a\":}", "{,}", "{'a':1}", "{a:1}");
    private static final List<String> CONTENT_TYPES = List.of("text/plain", "application/xml", "text/html",
            "application/x-www-form-urlencoded", "multipart/form-data", "application/octet-stream",
            "application/json; charset=utf-16", "application/json; charset=bogus", "application/json;;;",
            "application/jsonx", "json", "*/*", "garbage", "", "application/json, text/plain",
            "APPLICATION/JSON", "application/merge-patch+json");
    private static final List<String> PATH_TRICKS = List.of("/..", "/%2e%2e", "/%2E%2E/%2e%2e", "/.", "/%2e",
            "%2f", "%2F..%2F", "%5c", "%5c..%5c", ";jsessionid=x", ";a=b", ";", "/", "//", "%00", "%20", "%ff",
            "%ED%A0%80", "%E2%80%AE", "%25", "%252e%252e", "~", "*");
    private static final List<String> QUERIES = List.of("?first=-1&max=99999999", "?first=abc", "?max=abc",
            "?first=2147483648", "?max=-5", "?first=&max=", "?limit=-1", "?limit=1e9", "?tenant=%00",
            "?tenant=%2e%2e%2f%2e%2e", "?tenant=no%20such", "?kind=%27%20OR%20%271%27%3D%271", "?kind=",
            "?first=1&first=2", "?%ff=%fe", "?=", "?&&&", "?a", "?tenant=%E2%80%AE");

    private HostileInput() {
    }

    /** A JSON string literal of the text, with quotes, backslashes and control characters escaped. */
    static String string(String text) {
        StringBuilder json = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> json.append("\\\"");
                case '\\' -> json.append("\\\\");
                default -> {
                    if (c < 0x20) {
                        json.append(String.format("\\u%04x", (int) c));
                    } else {
                        json.append(c);
                    }
                }
            }
        }
        return json.append('"').toString();
    }

    /** A JSON string literal of hostile content, whose escapes are written as they stand. */
    static String hostileString(Random random) {
        return random.nextInt(5) == 0 ? oversized(random)
                : "\"" + HOSTILE_STRINGS.get(random.nextInt(HOSTILE_STRINGS.size())) + "\"";
    }

    /** A string of 4 KB to 1 MB: past every limit the API has, or just inside some. */
    static String oversized(Random random) {
        int size = SIZES.get(random.nextInt(SIZES.size()));
        String unit = random.nextBoolean() ? "lorem ipsum dolor sit amet. " : "\u00e9";
        return "\"" + unit.repeat(size / unit.length() + 1).substring(0, size) + "\"";
    }

    /** A value of some other type than a field expects, or not a JSON value at all. */
    static String wrongType(Random random) {
        return switch (random.nextInt(8)) {
            case 0 -> INVALID_LITERALS.get(random.nextInt(INVALID_LITERALS.size()));
            case 1 -> deep(random);
            case 2 -> "9".repeat(400 + random.nextInt(10_000));
            default -> WRONG_TYPES.get(random.nextInt(WRONG_TYPES.size()));
        };
    }

    /** Ten thousand nested arrays or objects, closed or not. */
    static String deep(Random random) {
        return switch (random.nextInt(3)) {
            case 0 -> "[".repeat(DEPTH) + "]".repeat(DEPTH);
            case 1 -> "{\"a\":".repeat(DEPTH) + "1" + "}".repeat(DEPTH);
            default -> "[".repeat(DEPTH);
        };
    }

    static String object(List<Field> fields) {
        StringBuilder json = new StringBuilder("{");
        for (Field field : fields) {
            json.append(json.length() > 1 ? "," : "").append('"').append(field.name()).append("\":")
                    .append(field.json());
        }
        return json.append('}').toString();
    }

    /**
     * One to three changes to the members: a wrong type, a null, a hostile or oversized string, a huge
     * number, a member left out, duplicated or added. Pinned members are left as they are.
     */
    static List<Field> mutate(List<Field> fields, Set<String> pinned, Random random) {
        List<Field> mutated = new ArrayList<>(fields);
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            List<Integer> free = new ArrayList<>();
            for (int i = 0; i < mutated.size(); i++) {
                if (!pinned.contains(mutated.get(i).name())) {
                    free.add(i);
                }
            }
            int kind = random.nextInt(7);
            if (free.isEmpty() || kind == 6) {
                mutated.add(random.nextInt(mutated.size() + 1), new Field(
                        EXTRA_NAMES.get(random.nextInt(EXTRA_NAMES.size())), hostileOrWrong(random)));
                continue;
            }
            int at = free.get(random.nextInt(free.size()));
            Field field = mutated.get(at);
            switch (kind) {
                case 0, 1 -> mutated.set(at, new Field(field.name(), wrongType(random)));
                case 2 -> mutated.set(at, new Field(field.name(), "null"));
                case 3 -> mutated.set(at, new Field(field.name(), hostileString(random)));
                case 4 -> mutated.remove(at);
                default -> mutated.add(random.nextInt(mutated.size() + 1),
                        new Field(field.name(), hostileOrWrong(random)));
            }
        }
        return mutated;
    }

    private static String hostileOrWrong(Random random) {
        return random.nextBoolean() ? hostileString(random) : wrongType(random);
    }

    /**
     * The JSON text broken as a whole: truncated, followed by garbage, wrapped in an array, preceded by a
     * byte order mark, doubled, or replaced by something else entirely.
     */
    static String breakText(String json, Random random) {
        return switch (random.nextInt(7)) {
            case 0 -> json.substring(0, random.nextInt(Math.max(1, json.length())));
            case 1 -> json + GARBAGE.get(random.nextInt(GARBAGE.size()));
            case 2 -> "[" + json + "]";
            case 3 -> "\ufeff" + json;
            case 4 -> json + json;
            case 5 -> deep(random);
            default -> WHOLE_BODIES.get(random.nextInt(WHOLE_BODIES.size()));
        };
    }

    /** The text as UTF-8, now and then with a byte sequence that is no UTF-8 put in. */
    static byte[] bytes(String text, Random random) {
        byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(8) != 0 || utf8.length == 0) {
            return utf8;
        }
        byte[][] invalid = {{(byte) 0xC0, (byte) 0xAF}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xFF},
            {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80}, {(byte) 0x80}};
        int at = random.nextInt(utf8.length);
        ByteArrayOutputStream out = new ByteArrayOutputStream(utf8.length + 5);
        out.write(utf8, 0, at);
        out.writeBytes(invalid[random.nextInt(invalid.length)]);
        out.write(utf8, at, utf8.length - at);
        return out.toByteArray();
    }

    /** Binary junk of up to 64 KB, with no ASCII letter, digit or punctuation in it. */
    static byte[] binary(Random random) {
        byte[] bytes = new byte[random.nextInt(4) == 0 ? 0 : 1 + random.nextInt(1 << (4 + random.nextInt(13)))];
        for (int i = 0; i < bytes.length; i++) {
            int b = random.nextInt(160);
            bytes[i] = (byte) (b < 32 ? b : b + 96);
        }
        return bytes;
    }

    /** A content type no JSON endpoint takes, or none (null). */
    static String contentType(Random random) {
        return random.nextInt(6) == 0 ? null : CONTENT_TYPES.get(random.nextInt(CONTENT_TYPES.size()));
    }

    /**
     * An {@code Authorization} header that proves nothing: Basic with junk, with no colon, with an unknown
     * user, empty; Bearer with junk; an unknown scheme. Never a wrong password for a real user.
     */
    static String bogusAuthorization(Random random) {
        Base64.Encoder base64 = Base64.getEncoder();
        return switch (random.nextInt(10)) {
            case 0 -> "Basic !!!not-base64!!!";
            case 1 -> "Basic " + base64.encodeToString("nocolon".getBytes(StandardCharsets.UTF_8));
            case 2 -> "Basic " + base64.encodeToString("fuzz-no-such-user:wrong".getBytes(StandardCharsets.UTF_8));
            case 3 -> "Basic " + base64.encodeToString(":".getBytes(StandardCharsets.UTF_8));
            case 4 -> "Basic ";
            case 5 -> "Basic " + "QUFB".repeat(2_000);
            case 6 -> "Bearer junk.junk.junk";
            case 7 -> "Bearer ";
            case 8 -> "Bearer " + "x".repeat(8_000);
            default -> "Digest username=\"fuzz\", realm=\"x\"";
        };
    }

    /**
     * The path with a trick on it: a doubled slash, an encoded slash or backslash in place of the last
     * one, or a suffix (dot segments, matrix parameters, encoded NUL, a lone surrogate's bytes).
     */
    static String trick(String path, Random random) {
        int last = path.lastIndexOf('/');
        return switch (random.nextInt(4)) {
            case 0 -> path.substring(0, last) + "/" + path.substring(last);
            case 1 -> last <= 0 ? path + "%2f"
                    : path.substring(0, last) + List.of("%2f", "%2F", "%5c", "%5C").get(random.nextInt(4))
                    + path.substring(last + 1);
            default -> path + PATH_TRICKS.get(random.nextInt(PATH_TRICKS.size()));
        };
    }

    /** A path of about 8 KB under the given one. */
    static String longPath(String path, Random random) {
        return path + "/" + (random.nextBoolean() ? "a".repeat(8_192) : "a/".repeat(4_096));
    }

    static String query(Random random) {
        return random.nextInt(10) == 0 ? "?q=" + "a".repeat(8_192) : QUERIES.get(random.nextInt(QUERIES.size()));
    }

    /** Lower-case letters, for names that are certain not to exist. */
    static String letters(Random random, int length) {
        StringBuilder text = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            text.append((char) ('a' + random.nextInt(26)));
        }
        return text.toString();
    }
}
