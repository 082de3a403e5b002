package io.ragguard.system;

import jakarta.json.Json;
import jakarta.json.JsonObject;
import jakarta.json.JsonString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Knowledge through {@code /api/knowledge} against the running server: a document added as JSON or
 * as a file becomes answerable for its tenant only, can be read, listed and deleted, and a bad
 * document is refused with a JSON error and leaves nothing behind. Every document a test adds is
 * deleted again, so the demo knowledge base is as it was.
 */
class KnowledgeIT {

    private static final String KNOWLEDGE = "/api/knowledge";
    private static final String ZEPHYR = "How long does the Zephyr lantern warranty last?";

    private final Server server = new Server();
    /** A source id no earlier run can have left behind. */
    private final String run = UUID.randomUUID().toString().substring(0, 8);
    private final List<Long> added = new ArrayList<>();

    @BeforeEach
    void awaitReadiness() throws InterruptedException {
        server.awaitReady(Duration.ofMinutes(3));
    }

    @AfterEach
    void deleteWhatWasAdded() {
        added.forEach(id -> server.delete(KNOWLEDGE + "/" + id, Server.ADMIN));
    }

    /** The document an upload stored, once it is indexed. */
    private long created(Server.Reply reply) {
        assertThat(reply.status()).as(reply.body()).isEqualTo(202);
        added.add(reply.json().getJsonNumber("id").longValue());
        return server.indexed(reply);
    }

    private Server.Reply addJson(JsonObject document) {
        return server.post(KNOWLEDGE, Server.ADMIN, document.toString());
    }

    private Server.Reply upload(Map<String, String> fields, Server.FilePart file) {
        return server.upload(KNOWLEDGE, Server.ADMIN, fields, file);
    }

    /** The source ids of the passages an answer to the question was grounded in. */
    private List<String> sourcesOfAnswer(String question, String tenant) {
        Server.Reply reply = server.chat(question, tenant);
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        return reply.json().getJsonArray("context_used").getValuesAs(JsonObject.class).stream()
                .map(item -> item.getString("source_id")).toList();
    }

    private Map<String, Long> documentCounts() {
        Server.Reply reply = server.get("/api/admin/knowledge", Server.ADMIN);
        assertThat(reply.status()).isEqualTo(200);
        Map<String, Long> counts = new TreeMap<>();
        reply.json().forEach((tenant, count) -> counts.put(tenant, Long.parseLong(count.toString())));
        return counts;
    }

    static byte[] pdf(String... lines) {
        try (PDDocument document = new PDDocument(); ByteArrayOutputStream out = new ByteArrayOutputStream()) {
            PDPage page = new PDPage();
            document.addPage(page);
            try (PDPageContentStream content = new PDPageContentStream(document, page)) {
                content.beginText();
                content.setFont(new PDType1Font(Standard14Fonts.FontName.HELVETICA), 12);
                content.setLeading(16);
                content.newLineAtOffset(72, 700);
                for (String line : lines) {
                    content.showText(line);
                    content.newLine();
                }
                content.endText();
            }
            document.save(out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void servesAPhoneNumberInDisguiseFromADocumentRedacted() {
        created(addJson(Json.createObjectBuilder().add("title", "Zorblax hotline " + run)
                .add("content", "The Zorblax hotline " + run + " is staffed by Ada, reachable on 555/123/4567 at any "
                        + "hour.").add("tenant", "northwind").build()));

        Server.Reply reply = server.chat("Who staffs the Zorblax hotline " + run + ", and how do I reach Ada?",
                "northwind");

        String response = reply.json().getString("response");
        assertThat(response).as(reply.body()).doesNotContain("555/123/4567").containsIgnoringCase("[redacted phone]");
    }

    @Test
    void storesAnUploadAtOnceAndIndexesItInTheBackgroundAsAJobToFollow() {
        StringBuilder content = new StringBuilder();
        for (int i = 0; i < 400; i++) {
            content.append("The Aurora tent model ").append(i).append(" sleeps ").append(i % 5 + 1)
                    .append(" campers and packs down to ").append(i % 9 + 2).append(" kilograms. ");
        }
        Server.Reply accepted = addJson(Json.createObjectBuilder().add("title", "Aurora tents " + run)
                .add("content", content.toString()).add("tenant", "northwind").build());

        assertThat(accepted.status()).as(accepted.body()).isEqualTo(202);
        JsonObject body = accepted.json();
        added.add(body.getJsonNumber("id").longValue());
        assertThat(body.getString("status")).isEqualTo("queued");
        assertThat(body.getInt("chunks")).isGreaterThan(10);
        assertThat(server.get(KNOWLEDGE + "/" + body.getJsonNumber("id"), Server.COMPLIANCE).status())
                .as("stored before it is indexed").isEqualTo(200);

        long id = server.indexed(accepted);

        JsonObject job = server.get(KNOWLEDGE + "/jobs/" + body.getString("job_id"), Server.COMPLIANCE).json();
        assertThat(job.getString("status")).isEqualTo("done");
        assertThat(job.getInt("indexed")).isEqualTo(body.getInt("chunks"));
        assertThat(job.getJsonNumber("document_id").longValue()).isEqualTo(id);
        assertThat(server.get(KNOWLEDGE + "/jobs?tenant=northwind", Server.ADMIN).structure().asJsonArray()
                .stream().map(j -> j.asJsonObject().getString("id"))).contains(body.getString("job_id"));
        assertThat(server.get(KNOWLEDGE + "/jobs/no-such-job", Server.ADMIN).status()).isEqualTo(404);
    }

    @Test
    void storesAnUploadOfSeveralMegabytesAtOnce() {
        StringBuilder content = new StringBuilder();
        for (int i = 0; content.length() < 4_000_000; i++) {
            content.append("Section ").append(i).append(". The Aurora tent model ").append(i)
                    .append(" sleeps four campers, packs down to three kilograms and ships within two days.\n\n");
        }
        byte[] file = content.toString().getBytes(StandardCharsets.UTF_8);

        Server.Reply accepted = upload(Map.of("tenant", "bluebay", "title", "Aurora catalogue " + run),
                new Server.FilePart("aurora-catalogue.txt", "text/plain", file));

        assertThat(accepted.status()).as(accepted.body()).isEqualTo(202);
        long id = accepted.json().getJsonNumber("id").longValue();
        added.add(id);
        assertThat(accepted.json().getInt("chunks")).isGreaterThan(5_000);
        Server.Reply stored = server.get(KNOWLEDGE + "/" + id, Server.ADMIN);
        assertThat(stored.status()).isEqualTo(200);
        assertThat(stored.json().getString("content")).startsWith("Section 0. The Aurora tent")
                .endsWith("ships within two days.").hasSizeGreaterThan(3_900_000);
        assertThat(server.delete(KNOWLEDGE + "/" + id, Server.ADMIN).status()).as("deleted while indexed").isEqualTo(204);
        added.remove(Long.valueOf(id));
    }

    @Test
    void auditsEveryUploadAndDeletion() {
        long id = created(addJson(Json.createObjectBuilder().add("title", "Audited " + run)
                .add("content", "The Audited lantern glows for nine hours.").add("tenant", "bluebay").build()));
        assertThat(server.delete(KNOWLEDGE + "/" + id, Server.ADMIN).status()).isEqualTo(204);
        added.remove(Long.valueOf(id));

        List<JsonObject> entries = server.get("/api/admin/audit?limit=200", Server.ADMIN).structure().asJsonArray()
                .getValuesAs(JsonObject.class).stream()
                .filter(e -> e.getString("target").equals("document " + id)).toList();

        assertThat(entries).extracting(e -> e.getString("action")).containsExactly("knowledge.delete", "knowledge.add");
        assertThat(entries).allSatisfy(e -> assertThat(e.getString("actor")).isEqualTo("admin"));
        assertThat(entries.get(1).getString("new_value")).contains("Audited " + run);
    }

    @Test
    void aDocumentAddedAsJsonIsAnsweredForItsTenantOnlyUntilItIsDeleted() {
        String source = "kb/zephyr-" + run;
        long id = created(addJson(Json.createObjectBuilder()
                .add("title", "Zephyr lantern warranty")
                .add("content", "The Zephyr lantern warranty lasts 7 years. The warranty covers cracked glass "
                        + "and broken hinges on every Zephyr lantern.")
                .add("source_id", source).add("tenant", "bluebay")
                .add("metadata", Json.createObjectBuilder().add("owner", "lighting team"))
                .build()));

        Server.Reply answer = server.chat(ZEPHYR, "bluebay");
        assertThat(answer.status()).as(answer.body()).isEqualTo(200);
        assertThat(answer.json().getString("response")).contains("7 years");
        assertThat(sourcesOfAnswer(ZEPHYR, "bluebay")).contains(source);
        assertThat(sourcesOfAnswer(ZEPHYR, "northwind")).doesNotContain(source);
        assertThat(server.chat(ZEPHYR, "northwind").json().getString("response")).doesNotContain("Zephyr");

        Server.Reply one = server.get(KNOWLEDGE + "/" + id, Server.COMPLIANCE);
        assertThat(one.status()).as(one.body()).isEqualTo(200);
        JsonObject document = one.json();
        assertThat(document.getJsonNumber("id").longValue()).isEqualTo(id);
        assertThat(document.getString("tenant")).isEqualTo("bluebay");
        assertThat(document.getString("title")).isEqualTo("Zephyr lantern warranty");
        assertThat(document.getString("source_id")).isEqualTo(source);
        assertThat(document.getJsonObject("metadata")).isEqualTo(Json.createObjectBuilder()
                .add("owner", "lighting team").build());
        assertThat(document.getString("content")).startsWith("The Zephyr lantern warranty lasts 7 years.");
        assertThat(document.getJsonNumber("chunks").longValue()).isEqualTo(1);
        assertThat(document.getString("created_at")).isNotBlank();

        Server.Reply list = server.get(KNOWLEDGE + "?tenant=bluebay&first=0&max=5", Server.COMPLIANCE);
        assertThat(list.status()).as(list.body()).isEqualTo(200);
        assertThat(list.json().getJsonNumber("total").longValue()).isGreaterThan(1);
        List<JsonObject> items = list.json().getJsonArray("items").getValuesAs(JsonObject.class);
        assertThat(items).hasSize(5);
        assertThat(items.get(0).getJsonNumber("id").longValue()).as("newest first").isEqualTo(id);
        assertThat(items.get(0).keySet()).contains("title", "source_id", "chunks", "created_at", "tenant")
                .doesNotContain("content");
        assertThat(items).allSatisfy(item -> assertThat(item.getString("tenant")).isEqualTo("bluebay"));
        JsonObject titled = server.get(KNOWLEDGE + "?tenant=bluebay&title=ZEPHYR%20LANTERN%20WARR", Server.COMPLIANCE)
                .json();
        assertThat(titled.getJsonArray("items").getValuesAs(JsonObject.class))
                .as("found by words of its title, in any case")
                .extracting(item -> item.getJsonNumber("id").longValue()).contains(id);
        assertThat(titled.getJsonArray("items").getValuesAs(JsonObject.class))
                .allSatisfy(item -> assertThat(item.getString("title")).containsIgnoringCase("zephyr lantern warr"));

        Server.Reply chunks = server.get(KNOWLEDGE + "/" + id + "/chunks", Server.COMPLIANCE);
        assertThat(chunks.status()).as(chunks.body()).isEqualTo(200);
        List<JsonObject> passages = chunks.structure().asJsonArray().getValuesAs(JsonObject.class);
        assertThat(passages).singleElement().satisfies(passage -> {
            assertThat(passage.getInt("ordinal")).isZero();
            assertThat(passage.getString("text")).startsWith("The Zephyr lantern warranty lasts 7 years.");
        });

        Server.Reply deleted = server.delete(KNOWLEDGE + "/" + id, Server.ADMIN);
        assertThat(deleted.status()).as(deleted.body()).isEqualTo(204);
        Server.Reply gone = server.get(KNOWLEDGE + "/" + id, Server.ADMIN);
        assertThat(gone.status()).isEqualTo(404);
        assertThat(gone.json().getString("error")).isEqualTo("not_found");
        assertThat(server.delete(KNOWLEDGE + "/" + id, Server.ADMIN).status()).isEqualTo(404);
        assertThat(server.get(KNOWLEDGE + "/" + id + "/chunks", Server.ADMIN).status()).isEqualTo(404);
        assertThat(sourcesOfAnswer(ZEPHYR, "bluebay")).doesNotContain(source);
    }

    @Test
    void listsTheNamesATenantsKnowledgeLackedForAdminsOnly() {
        String lacking = "Quillfeather" + run.replaceAll("[^a-z0-9]", "");
        Server.Reply validated = server.post("/api/validate", Json.createObjectBuilder().add("tenant", "bluebay")
                .add("question", "Does " + lacking + " ship abroad?")
                .add("answer", "Yes, " + lacking + " ships abroad within 5 days [1].")
                .add("contexts", Json.createArrayBuilder().add("Orders ship within 5 days.")).build().toString());
        assertThat(validated.status()).as(validated.body()).isIn(200, 422);

        Server.Reply gaps = server.get("/api/admin/knowledge/gaps?tenant=bluebay&limit=500", Server.ADMIN);
        for (int wait = 0; wait < 50 && !gaps.body().contains(lacking); wait++) {
            sleep(100); // gaps are recorded just after the answer, on a thread of their own
            gaps = server.get("/api/admin/knowledge/gaps?tenant=bluebay&limit=500", Server.ADMIN);
        }

        assertThat(gaps.status()).as(gaps.body()).isEqualTo(200);
        assertThat(gaps.json().getString("tenant")).isEqualTo("bluebay");
        assertThat(gaps.json().getJsonArray("entities").getValuesAs(JsonObject.class))
                .anySatisfy(entity -> {
                    assertThat(entity.getString("entity")).contains(lacking);
                    assertThat(entity.getJsonNumber("asked").longValue()).isEqualTo(1);
                });
        assertThat(gaps.json().getJsonArray("recent").getValuesAs(JsonObject.class))
                .anySatisfy(gap -> assertThat(gap.getString("question")).isEqualTo("Does " + lacking + " ship abroad?"));
        assertThat(server.get("/api/admin/knowledge/gaps?tenant=bluebay", Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.get("/api/admin/knowledge/gaps?tenant=bluebay&limit=0", Server.ADMIN).json()
                .getString("field")).isEqualTo("limit");
        assertThat(server.get("/api/admin/knowledge/gaps?tenant=nobody", Server.ADMIN).status()).isEqualTo(400);
    }

    @Test
    void aDocumentWithoutSourceIdIsNamedAfterItsId() {
        long id = created(addJson(Json.createObjectBuilder().add("title", "Zephyr care " + run)
                .add("content", "Wipe the Zephyr lantern glass with a dry cloth.").add("tenant", "bluebay").build()));

        assertThat(server.get(KNOWLEDGE + "/" + id, Server.ADMIN).json().getString("source_id"))
                .isEqualTo("doc-" + id);
    }

    @Test
    void anUploadedPdfIsTitledByItsFileNameAndAnswered() {
        byte[] pdf = pdf("Quasar cold packs must rest in the freezer for 36 hours before shipping.",
                "A Quasar cold pack that thawed in transit is discarded.");
        String file = "quasar-" + run + ".pdf";

        long id = created(upload(Map.of("tenant", "medora"), new Server.FilePart(file, "application/pdf", pdf)));

        JsonObject document = server.get(KNOWLEDGE + "/" + id, Server.ADMIN).json();
        assertThat(document.getString("title")).isEqualTo(file);
        assertThat(document.getString("source_id")).isEqualTo(file);
        assertThat(document.getString("content")).contains("Quasar cold packs must rest in the freezer for 36 hours");
        assertThat(document.getJsonObject("metadata").getString("format")).isEqualTo("pdf");
        assertThat(sourcesOfAnswer("How long must Quasar cold packs rest in the freezer?", "medora")).contains(file);
        assertThat(sourcesOfAnswer("How long must Quasar cold packs rest in the freezer?", "helixpharma"))
                .doesNotContain(file);
    }

    @Test
    void anUploadedHtmlFileKeepsItsTextAndLosesItsScripts() {
        String html = "<html><head><title>Kiosk</title><style>p { color: red }</style>"
                + "<script>document.write('SCRIPT-LEAK')</script></head>"
                + "<body><h1>Nimbus kiosk</h1><p>The Nimbus kiosk opens at 6 am on Sundays.</p></body></html>";
        String source = "web/nimbus-" + run;

        long id = created(upload(Map.of("tenant", "northwind", "title", "Nimbus kiosk hours", "source_id", source),
                new Server.FilePart("nimbus.html", "text/html", html.getBytes(StandardCharsets.UTF_8))));

        JsonObject document = server.get(KNOWLEDGE + "/" + id, Server.ADMIN).json();
        assertThat(document.getString("title")).isEqualTo("Nimbus kiosk hours");
        assertThat(document.getString("source_id")).isEqualTo(source);
        assertThat(document.getString("content")).contains("The Nimbus kiosk opens at 6 am on Sundays.")
                .doesNotContain("SCRIPT-LEAK", "color", "<");
        assertThat(sourcesOfAnswer("When does the Nimbus kiosk open on Sundays?", "northwind")).contains(source);
    }

    static Stream<Arguments> badDocuments() {
        String tenant = "\"tenant\": \"bluebay\"";
        Map<String, String> toBluebay = Map.of("tenant", "bluebay");
        byte[] corruptPdf = Arrays.copyOf(pdf("Truncated before its end."), 60);
        return Stream.of(
                Arguments.of("no title", null, "{\"content\": \"Some text.\", " + tenant + "}", null,
                        400, "invalid_request", "title"),
                Arguments.of("no content", null, "{\"title\": \"T\", " + tenant + "}", null,
                        400, "invalid_request", "content"),
                Arguments.of("blank content", null, "{\"title\": \"T\", \"content\": \" \", " + tenant + "}", null,
                        400, "invalid_request", "content"),
                Arguments.of("unknown tenant", null, "{\"title\": \"T\", \"content\": \"Text.\", "
                        + "\"tenant\": \"no-such-tenant\"}", null, 400, "unknown_tenant", "tenant"),
                Arguments.of("metadata not of strings", null, "{\"title\": \"T\", \"content\": \"Text.\", " + tenant
                        + ", \"metadata\": {\"pages\": 3}}", null, 400, "invalid_request", "metadata"),
                Arguments.of("malformed JSON", null, "{\"title\": ", null, 400, "malformed_json", null),
                Arguments.of("corrupt PDF", toBluebay, null,
                        new Server.FilePart("broken.pdf", "application/pdf", corruptPdf),
                        422, "unreadable_document", "file"),
                Arguments.of("unsupported type", toBluebay, null,
                        new Server.FilePart("photo.png", "image/png", new byte[] {(byte) 0x89, 'P', 'N', 'G'}),
                        415, "unsupported_media_type", "file"),
                Arguments.of("empty file", toBluebay, null, new Server.FilePart("empty.txt", "text/plain", new byte[0]),
                        422, "empty_document", "file"),
                Arguments.of("text not in UTF-8", toBluebay, null, new Server.FilePart("latin1.txt", "text/plain",
                        "Größe".getBytes(StandardCharsets.ISO_8859_1)), 422, "unreadable_document", "file"),
                Arguments.of("unknown tenant upload", Map.of("tenant", "no-such-tenant"), null,
                        new Server.FilePart("a.txt", "text/plain", "Text.".getBytes(StandardCharsets.UTF_8)),
                        400, "unknown_tenant", "tenant"),
                Arguments.of("no file part", toBluebay, null, null, 400, "invalid_request", "file"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badDocuments")
    void refusesABadDocumentWithAJsonErrorAndStoresNothing(String name, Map<String, String> fields, String json,
                                                           Server.FilePart file, int status, String error,
                                                           String field) {
        Map<String, Long> before = documentCounts();

        Server.Reply reply = json != null ? server.post(KNOWLEDGE, Server.ADMIN, json) : upload(fields, file);

        assertThat(reply.status()).as(reply.body()).isEqualTo(status);
        JsonObject body = reply.json();
        assertThat(body.getString("error")).isEqualTo(error);
        assertThat(body.getString("message")).isNotBlank();
        if (field != null) {
            assertThat(body.getString("field")).isEqualTo(field);
        }
        assertThat(reply.body()).doesNotContain("Exception").doesNotContain("at io.ragguard");
        assertThat(documentCounts()).isEqualTo(before);
    }

    @Test
    void letsOnlyAdminsChangeKnowledgeAndAdminsAndComplianceOfficersReadIt() {
        String document = "{\"title\": \"T\", \"content\": \"Text.\", \"tenant\": \"bluebay\"}";
        Map<String, Long> before = documentCounts();

        assertThat(server.post(KNOWLEDGE, null, document).status()).isEqualTo(401);
        assertThat(server.post(KNOWLEDGE, Server.COMPLIANCE, document).status()).isEqualTo(403);
        assertThat(server.upload(KNOWLEDGE, Server.COMPLIANCE, Map.of(),
                new Server.FilePart("a.txt", "text/plain", "Text.".getBytes(StandardCharsets.UTF_8))).status())
                .isEqualTo(403);
        assertThat(server.post(KNOWLEDGE + "/reindex", Server.COMPLIANCE, "").status()).isEqualTo(403);
        assertThat(server.delete(KNOWLEDGE + "/1", Server.COMPLIANCE).status()).isEqualTo(403);
        assertThat(server.delete(KNOWLEDGE + "/1", null).status()).isEqualTo(401);
        assertThat(server.get(KNOWLEDGE, null).status()).isEqualTo(401);
        assertThat(server.get(KNOWLEDGE + "?tenant=northwind", Server.COMPLIANCE).status()).isEqualTo(200);
        assertThat(documentCounts()).isEqualTo(before);
    }

    @Test
    void rebuildsATenantsIndexFromTheDatabase() {
        Server.Reply reply = server.post(KNOWLEDGE + "/reindex?tenant=medora", Server.ADMIN, "");

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject tenants = reply.json().getJsonObject("tenants");
        assertThat(tenants.keySet()).containsExactly("medora");
        assertThat(tenants.getJsonNumber("medora").longValue()).isPositive();
        assertThat(sourcesOfAnswer("How many sample units can each prescriber receive per product per month?", "medora")).isNotEmpty();

        Server.Reply unknown = server.post(KNOWLEDGE + "/reindex?tenant=no-such-tenant", Server.ADMIN, "");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().getString("error")).isEqualTo("unknown_tenant");
    }

    @Test
    void listsPagesOfEveryTenantAndRefusesAnUnknownOne() {
        JsonObject all = server.get(KNOWLEDGE + "?max=2", Server.ADMIN).json();
        long total = documentCounts().values().stream().mapToLong(Long::longValue).sum();

        assertThat(all.getJsonNumber("total").longValue()).isEqualTo(total);
        assertThat(all.getJsonArray("items")).hasSize(2);
        Server.Reply unknown = server.get(KNOWLEDGE + "?tenant=no-such-tenant", Server.ADMIN);
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().getString("error")).isEqualTo("unknown_tenant");
        assertThat(server.get(KNOWLEDGE + "/999999999", Server.ADMIN).status()).isEqualTo(404);
        assertThat(all.getJsonArray("items").getValuesAs(JsonObject.class).get(0).get("title"))
                .isInstanceOf(JsonString.class);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
