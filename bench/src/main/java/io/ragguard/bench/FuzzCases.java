package io.ragguard.bench;

import io.ragguard.bench.HostileInput.Field;
import jakarta.json.Json;
import jakarta.json.JsonValue;

import java.io.ByteArrayOutputStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The requests of a fuzzing run, one per index, each made from the seed and its index alone, so that a
 * seed gives the same run on any number of threads. Each targets one endpoint family with a body or a
 * path that is broken, hostile or of the wrong shape ({@link HostileInput}), and may then get a bad
 * method, a path trick, an 8 KB path or a bad query string. Only bodies a store would refuse go to the
 * endpoints that store: knowledge without content for a tenant that does not exist and files of no
 * readable type, guard list entries of no valid kind, setting values the setting refuses; deletes
 * target only ids that cannot exist. {@link FuzzSafety} checks every request again before it is
 * handed out.
 */
final class FuzzCases {

    /** How every tenant the fuzzer names begins; no real tenant does. */
    static final String NO_SUCH_TENANT = "fuzz-no-such-tenant-";
    private static final String FILE_TYPE = "application/x-ragguard-fuzz";

    /** The endpoint families, with their share of the requests. */
    enum Family {
        CHAT(4), VALIDATE(4), KNOWLEDGE(4), KNOWLEDGE_ITEM(2), SETTINGS(4), RECORDS(2), GUARDRAILS(3), UNKNOWN(2);

        final int weight;

        Family(int weight) {
            this.weight = weight;
        }

        String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** A request as it goes out: method, raw path (with any query), headers and body (null for none). */
    record Request(Family family, String method, String path, Map<String, String> headers, byte[] body) {
    }

    private static final List<String> QUESTIONS = List.of("How long is the return window?",
            "What does express shipping cost?", "Do gift cards expire?", "How do I report an adverse event?",
            "Who may receive product samples?");
    private static final List<String> TENANTS = List.of("northwind", "bluebay", "helixpharma", "medora", "", " ",
            "NORTHWIND", "northwind ", "../northwind", NO_SUCH_TENANT + "x");
    private static final List<String> ANY_IDS = List.of("1", "0", "-1", "abc", "1.5", "1e3", "99999999999999999999",
            "9223372036854775807", "%2e%2e", "%EF%BC%91", "null", "1;a=b", "%00", "%20", "0x10", "+1", "01",
            "%27%20OR%201%3D1", "*");
    private static final List<String> IMPOSSIBLE_IDS = List.of("9223372036854775807", "99999999999999999999",
            "1000000000000000", "-9223372036854775808", "abc", "%2e%2e", "null", "NaN", "%00", "%20", "-",
            "9223372036854775807;a=b", "999999999999999;DROP%20TABLE%20x", "999999999999999%3BDROP%20TABLE%20x",
            "%E2%80%AE", "%2e%2e%2f%2e%2e");
    private static final List<String> SETTING_NAMES = List.of("no.such.setting", "enable", "validator",
            "validator..enabled", "validator.nosuch.enabled", "retrieval", "..", "%2e%2e",
            "%2e%2e%2f%2e%2e%2fetc%2fpasswd", "%00", "%20", "a%2fb", "a%5cb", "x;jsessionid=x", "x;a=b",
            "%E2%80%AE", "%ED%A0%80", "%27%20OR%20%271%27%3D%271", "*", "%25", "~", "null", ".", "-", "_",
            "ENABLE", "tone", "settings");
    private static final List<String> REFUSED_VALUES = List.of("\"abc\"", "-5", "1e308", "2147483647",
            "\"../../etc/passwd\"", "\"\"", "\"   \"", "null", "[]", "{}", "\"NaN\"", "\"Infinity\"", "2147483648",
            "-2147483649", "1e400", "true", "\"maybe\"", "1.5", "\"" + NO_SUCH_TENANT + "x\"",
            "\"/nonexistent-ragguard-fuzz/model.onnx\"", "\"DROP TABLE settings\"", "-1e308", "0", "-0.5",
            "1.0000001", "[1]", "{\"a\":1}");
    private static final List<String> RECORD_IDS = List.of("not-a-uuid", "00000000-0000-0000-0000-000000000000",
            "%2e%2e", "%27%20OR%201%3D1", "null", "%00", "*", "..%2f..%2f", "%E2%80%AE", "%ff%fe");
    private static final List<String> GUARD_KINDS = List.of("fuzz-kind", "harm-violence", "Denied-Topic", "harm_",
            "harm_" + "x".repeat(59), "ego claim", "identity-claim", "required.section", "", "   ", "harm_UPPER",
            "harm_\u00e4", "kind\\u0000", "harm_a b");
    private static final List<String> PATTERNS = List.of("(((", "", "[a-", "*", "fuzz", "\\\\", "(?<",
            "x".repeat(1_001));
    private static final List<String> UNKNOWN_PATHS = List.of("/api/", "/api", "/api/nosuch", "/api/chat",
            "/api/chat/rag/extra", "/api/chat/nosuch", "/api/admin", "/api/admin/", "/api/admin/nosuch",
            "/api/%2e%2e/%2e%2e/etc/passwd", "/api/validate/extra", "/api/v2/chat/rag", "/API/chat/rag",
            "/api/admin/settings/../../etc/passwd", "/api/admin/audit", "/api/..;/admin/settings", "/api/%00",
            "/nosuch", "/console/nosuch", "/api2/chat/rag", "/metrics/nosuch", "/health/nosuch");
    private static final List<String> ANY_METHODS = List.of("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS",
            "TRACE", "HEAD");
    private static final List<String> ODD_METHODS = List.of("PATCH", "TRACE", "OPTIONS", "HEAD");

    private final long seed;
    private final String admin;
    private final String key = Server.keyAuthorization();
    private final FuzzSafety safety;
    private final Predicate<Request> sendable;

    /**
     * @param admin    the {@code Authorization} header of an admin
     * @param sendable whether the HTTP client can send a request at all (a valid URI, legal headers)
     */
    FuzzCases(long seed, String admin, FuzzSafety safety, Predicate<Request> sendable) {
        this.seed = seed;
        this.admin = admin;
        this.safety = safety;
        this.sendable = sendable;
    }

    /** The request of this index: the first one drawn that is safe and sendable. */
    Request request(int index) {
        Random random = new Random(seed * 0x9E3779B97F4A7C15L + index);
        for (int attempt = 0; attempt < 100; attempt++) {
            Request request = roughen(draw(random), random);
            if (safety.allows(request) && sendable.test(request)) {
                return request;
            }
        }
        return new Request(Family.UNKNOWN, "GET", "/api/nosuch", Map.of(), null);
    }

    private Request draw(Random random) {
        int total = 0;
        for (Family family : Family.values()) {
            total += family.weight;
        }
        int pick = random.nextInt(total);
        Family family = Family.values()[0];
        for (Family f : Family.values()) {
            if (pick < f.weight) {
                family = f;
                break;
            }
            pick -= f.weight;
        }
        return switch (family) {
            case CHAT -> chat(random);
            case VALIDATE -> validate(random);
            case KNOWLEDGE -> knowledge(random);
            case KNOWLEDGE_ITEM -> knowledgeItem(random);
            case SETTINGS -> settings(random);
            case RECORDS -> records(random);
            case GUARDRAILS -> guardrails(random);
            case UNKNOWN -> unknown(random);
        };
    }

    /** Now and then a bad method, a path trick, a long path or a bad query string on top. */
    private static Request roughen(Request request, Random random) {
        int roll = random.nextInt(100);
        if (roll < 8) {
            String method = pick(ODD_METHODS, random);
            return new Request(request.family(), method, request.path(), request.headers(),
                    method.equals("PATCH") ? request.body() : null);
        }
        String path = request.path();
        if (roll < 18) {
            path = HostileInput.trick(path, random);
        } else if (roll < 21) {
            path = HostileInput.longPath(path, random);
        } else if (roll < 28 && !path.contains("?")) {
            path = path + HostileInput.query(random);
        }
        return new Request(request.family(), request.method(), path, request.headers(), request.body());
    }

    private Request chat(Random random) {
        List<Field> fields = new ArrayList<>(List.of(new Field("message", HostileInput.string(pick(QUESTIONS, random))),
                new Field("tenant", HostileInput.string(pick(TENANTS, random)))));
        if (random.nextBoolean()) {
            fields.add(new Field("conversation_id", random.nextBoolean()
                    ? HostileInput.string(HostileInput.letters(random, 36)) : HostileInput.hostileString(random)));
        }
        return json(Family.CHAT, "POST", "/api/chat/rag", fields, Set.of(), publicAuthorization(random), random);
    }

    private Request validate(Random random) {
        List<Field> fields = new ArrayList<>(List.of(
                new Field("question", HostileInput.string(pick(QUESTIONS, random))),
                new Field("answer", HostileInput.string("Refunds take 5 business days [1].")),
                new Field("contexts", contexts(random))));
        if (random.nextBoolean()) {
            fields.add(new Field("tenant", HostileInput.string(pick(TENANTS, random))));
        }
        if (random.nextInt(3) == 0) {
            fields.add(new Field("validators", pick(List.of("[\"faithfulness\"]", "[\"no-such-validator\"]", "[]",
                    "[null]", "\"faithfulness\"", "[\"\"]", "[1]"), random)));
        }
        return json(Family.VALIDATE, "POST", "/api/validate", fields, Set.of(), publicAuthorization(random), random);
    }

    private static String contexts(Random random) {
        String text = "Refunds to a card are processed within 5 business days.";
        return switch (random.nextInt(8)) {
            case 0 -> "[{\"id\":\"a\",\"text\":" + HostileInput.string(text) + "}]";
            case 1 -> "[{\"id\":5},{\"text\":null}]";
            case 2 -> "[1,2,3]";
            case 3 -> "[[[" + HostileInput.string(text) + "]]]";
            case 4 -> "[" + String.join(",", Collections.nCopies(21, HostileInput.string(text))) + "]";
            case 5 -> "[" + HostileInput.hostileString(random) + "]";
            default -> "[" + HostileInput.string(text) + "]";
        };
    }

    private Request knowledge(Random random) {
        int roll = random.nextInt(10);
        if (roll < 4) {
            String title = random.nextBoolean() ? HostileInput.string("Fuzz " + HostileInput.letters(random, 6))
                    : HostileInput.hostileString(random);
            List<Field> fields = new ArrayList<>(List.of(
                    new Field("tenant", HostileInput.string(noSuchTenant(random))), new Field("title", title)));
            if (random.nextBoolean()) {
                fields.add(new Field("source_id", HostileInput.hostileString(random)));
            }
            if (random.nextBoolean()) {
                fields.add(new Field("metadata", pick(List.of("{\"a\":\"b\"}", "{\"a\":1}", "[]", "\"x\"",
                        "{\"\":\"b\"}", "{\"a\":null}"), random)));
            }
            return json(Family.KNOWLEDGE, "POST", "/api/knowledge", fields, Set.of("tenant"),
                    adminMostly(random), random);
        }
        if (roll < 6) {
            return multipart(random);
        }
        if (roll < 9) {
            String query = random.nextBoolean() ? HostileInput.query(random)
                    : "?tenant=" + pick(List.of(NO_SUCH_TENANT + "x", "%00", "northwind%20", "%2e%2e", ""), random);
            return new Request(Family.KNOWLEDGE, "GET", "/api/knowledge" + query, headers(null, adminMostly(random)),
                    null);
        }
        return new Request(Family.KNOWLEDGE, pick(List.of("PUT", "DELETE", "PATCH", "OPTIONS"), random),
                "/api/knowledge", headers(null, adminMostly(random)), null);
    }

    /**
     * An upload to a tenant that does not exist (its part first, so that a truncated form still names
     * it), with no file or a file of a type no reader takes, often malformed.
     */
    private Request multipart(Random random) {
        String boundary = "fuzzboundary" + HostileInput.letters(random, 12);
        String newline = random.nextInt(5) == 0 ? "\n" : "\r\n";
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        write(body, "--" + boundary + newline + "Content-Disposition: form-data; name=\"tenant\"" + newline + newline
                + noSuchTenant(random) + newline);
        if (random.nextBoolean()) {
            write(body, "--" + boundary + newline + (random.nextInt(4) == 0 ? ""
                    : "Content-Disposition: form-data; name=\"title\"" + newline) + newline
                    + new String(HostileInput.bytes("Fuzz \u202e" + HostileInput.letters(random, 8), random),
                    StandardCharsets.UTF_8) + newline);
        }
        if (random.nextInt(10) < 7) {
            String fileName = pick(List.of("junk.fuzzbin", "../../junk.fuzzbin", "C:\\fakepath\\junk.fuzzbin", "",
                    "x".repeat(300) + ".fuzzbin", "junk.exe", "junk", "junk.fuzzbin\u0000"), random);
            write(body, "--" + boundary + newline + "Content-Disposition: form-data; name=\"file\""
                    + (random.nextBoolean() ? "; filename=\"" + fileName + "\"" : "") + newline
                    + "Content-Type: " + FILE_TYPE + newline + newline);
            body.writeBytes(HostileInput.binary(random));
            write(body, newline);
        }
        if (random.nextInt(5) != 0) {
            write(body, "--" + (random.nextInt(8) == 0 ? "other" : boundary) + "--" + newline);
        }
        byte[] bytes = body.toByteArray();
        if (random.nextInt(6) == 0) {
            bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length));
        }
        String type = pick(List.of("multipart/form-data; boundary=" + boundary, "multipart/form-data; boundary="
                + boundary, "multipart/form-data; boundary=" + boundary, "multipart/form-data",
                "multipart/form-data; boundary=wrong", "multipart/mixed; boundary=" + boundary,
                "multipart/form-data; boundary=\"" + boundary + "\"; charset=bogus"), random);
        return new Request(Family.KNOWLEDGE, "POST", "/api/knowledge", headers(type, adminMostly(random)), bytes);
    }

    private Request knowledgeItem(Random random) {
        if (random.nextInt(10) < 6) {
            return new Request(Family.KNOWLEDGE_ITEM, "GET", "/api/knowledge/" + anyId(random),
                    headers(null, adminMostly(random)), null);
        }
        return new Request(Family.KNOWLEDGE_ITEM, "DELETE", "/api/knowledge/" + pick(IMPOSSIBLE_IDS, random),
                headers(null, adminMostly(random)), null);
    }

    private Request settings(Random random) {
        int roll = random.nextInt(10);
        List<FuzzSafety.Setting> real = safety.settings();
        if (roll < 3) {
            String name = random.nextBoolean() && !real.isEmpty() ? pick(real, random).name() : settingName(random);
            return new Request(Family.SETTINGS, "GET", "/api/admin/settings/" + name,
                    headers(null, adminMostly(random)), null);
        }
        if (roll < 6) {
            String value = random.nextBoolean() ? HostileInput.wrongType(random) : HostileInput.hostileString(random);
            return json(Family.SETTINGS, "PUT", "/api/admin/settings/" + settingName(random),
                    List.of(new Field("value", value)), Set.of(), adminMostly(random), random);
        }
        if (roll < 9 && !real.isEmpty()) {
            return refusedChange(pick(real, random), random);
        }
        return new Request(Family.SETTINGS, "DELETE", "/api/admin/settings/" + settingName(random),
                headers(null, adminMostly(random)), null);
    }

    /** A change of a real setting to values it refuses, in bodies that cannot be read as anything else. */
    private Request refusedChange(FuzzSafety.Setting setting, Random random) {
        String value = HostileInput.object(List.of(new Field("value", refusedValue(setting, random))));
        String body = switch (random.nextInt(9)) {
            case 0 -> HostileInput.object(List.of(new Field("value", refusedValue(setting, random)),
                    new Field("value", refusedValue(setting, random))));
            case 1 -> HostileInput.object(List.of(new Field("value", refusedValue(setting, random)),
                    new Field("extra", HostileInput.wrongType(random))));
            case 2 -> "[" + value + "]";
            case 3 -> value + "garbage";
            case 4 -> value.substring(0, random.nextInt(value.length()));
            case 5 -> "\ufeff" + value;
            default -> value;
        };
        String path = "/api/admin/settings/" + setting.name() + pick(List.of("", "", "", ";a=b", "/", "//"), random);
        String type = random.nextInt(7) == 0 ? HostileInput.contentType(random) : "application/json";
        return new Request(Family.SETTINGS, "PUT", path, headers(type, adminMostly(random)),
                body.getBytes(StandardCharsets.UTF_8));
    }

    /** A JSON value the setting certainly refuses; null (refused by every setting) when none of the others is. */
    private String refusedValue(FuzzSafety.Setting setting, Random random) {
        List<String> candidates = new ArrayList<>(REFUSED_VALUES);
        Collections.shuffle(candidates, random);
        for (String candidate : candidates) {
            JsonValue value = Json.createReader(new StringReader("[" + candidate + "]")).readArray().get(0);
            if (safety.certainlyRefused(setting, value)) {
                return candidate;
            }
        }
        return "null";
    }

    private Request records(Random random) {
        String path = random.nextInt(3) == 0 ? "/api/admin/records" + HostileInput.query(random)
                : "/api/admin/records/" + (random.nextInt(4) == 0 ? HostileInput.letters(random, 8) + "-"
                + HostileInput.letters(random, 4) : pick(RECORD_IDS, random));
        String authorization = random.nextInt(10) < 6 ? admin : publicAuthorization(random);
        return new Request(Family.RECORDS, "GET", path, headers(null, authorization), null);
    }

    private Request guardrails(Random random) {
        int roll = random.nextInt(10);
        if (roll < 4) {
            String query = random.nextBoolean() ? HostileInput.query(random)
                    : "?kind=" + pick(List.of("%00", "harm_", "nosuch", "%27%20OR%201%3D1", "%E2%80%AE", ""), random);
            return new Request(Family.GUARDRAILS, "GET", "/api/admin/guardrails" + query,
                    headers(null, adminMostly(random)), null);
        }
        if (roll < 8) {
            List<Field> fields = new ArrayList<>(List.of(new Field("kind", "\"" + pick(GUARD_KINDS, random) + "\""),
                    new Field("pattern", HostileInput.string(pick(PATTERNS, random)))));
            if (random.nextBoolean()) {
                fields.add(new Field("tenant", HostileInput.string(random.nextBoolean() ? "x".repeat(65)
                        : noSuchTenant(random))));
            }
            if (random.nextBoolean()) {
                fields.add(new Field("detail", random.nextBoolean() ? HostileInput.string("d".repeat(2_001))
                        : HostileInput.hostileString(random)));
            }
            return json(Family.GUARDRAILS, "POST", "/api/admin/guardrails", fields, Set.of(), adminMostly(random),
                    random);
        }
        return new Request(Family.GUARDRAILS, "DELETE", "/api/admin/guardrails/" + pick(IMPOSSIBLE_IDS, random),
                headers(null, adminMostly(random)), null);
    }

    private Request unknown(Random random) {
        String method = pick(ANY_METHODS, random);
        String authorization = pick(List.of("", admin, HostileInput.bogusAuthorization(random)), random);
        if (List.of("POST", "PUT", "PATCH").contains(method)) {
            return json(Family.UNKNOWN, method, pick(UNKNOWN_PATHS, random),
                    List.of(new Field("a", HostileInput.hostileString(random))), Set.of(),
                    authorization.isEmpty() ? null : authorization, random);
        }
        return new Request(Family.UNKNOWN, method, pick(UNKNOWN_PATHS, random),
                headers(null, authorization.isEmpty() ? null : authorization), null);
    }

    /** A JSON request whose members are mutated, whose text may be broken, and whose content type may be wrong. */
    private static Request json(Family family, String method, String path, List<Field> fields, Set<String> pinned,
                                String authorization, Random random) {
        String text = HostileInput.object(random.nextInt(8) == 0 ? fields
                : HostileInput.mutate(fields, pinned, random));
        if (random.nextInt(10) < 3) {
            text = HostileInput.breakText(text, random);
        }
        byte[] body = random.nextInt(14) == 0 ? HostileInput.binary(random) : HostileInput.bytes(text, random);
        String type = random.nextInt(6) == 0 ? HostileInput.contentType(random) : "application/json";
        return new Request(family, method, path, headers(type, authorization), body);
    }

    private static Map<String, String> headers(String contentType, String authorization) {
        Map<String, String> headers = new LinkedHashMap<>();
        if (contentType != null) {
            headers.put("Content-Type", contentType);
        }
        if (authorization != null) {
            headers.put("Authorization", authorization);
        }
        return headers;
    }

    /** The answering endpoints: mostly the integration key ({@code -Dkey}), sometimes none or a bogus one. */
    private String publicAuthorization(Random random) {
        int roll = random.nextInt(10);
        return roll == 0 ? HostileInput.bogusAuthorization(random) : roll == 1 ? null : key;
    }

    /** The admin endpoints: mostly an admin, sometimes no credentials or bogus ones. */
    private String adminMostly(Random random) {
        int roll = random.nextInt(20);
        return roll < 15 ? admin : roll < 17 ? null : HostileInput.bogusAuthorization(random);
    }

    private static String anyId(Random random) {
        return random.nextInt(8) == 0 ? String.valueOf(random.nextInt(1000)) : pick(ANY_IDS, random);
    }

    private static String settingName(Random random) {
        return random.nextInt(10) == 0 ? "a".repeat(8_192) : pick(SETTING_NAMES, random);
    }

    private static String noSuchTenant(Random random) {
        return NO_SUCH_TENANT + HostileInput.letters(random, 8);
    }

    private static void write(ByteArrayOutputStream out, String text) {
        out.writeBytes(text.getBytes(StandardCharsets.UTF_8));
    }

    private static <T> T pick(List<T> items, Random random) {
        return items.get(random.nextInt(items.size()));
    }
}
