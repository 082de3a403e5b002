package io.ragguard.cluster;

import io.ragguard.retrieval.opensearch.TestOpenSearch;
import io.ragguard.system.Server;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

import java.io.IOException;
import java.io.StringReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.UUID;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The server with OpenSearch as its search store ({@code retrieval.store=opensearch}): a node of the
 * EAR on a real OpenSearch 2.19 with the k-NN plugin, started in this JVM. The demo knowledge is
 * indexed there, a document added through the API is found by chat from there, and deleting it takes
 * it out of there.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class OpenSearchStoreSystemIT {

    private static final String PREFIX = "ragguard-it-";

    private final HttpClient http = HttpClient.newHttpClient();
    private TestOpenSearch search;
    private LibertyNode node;
    private Server server;

    @BeforeAll
    void startNodeOnOpenSearch() throws Exception {
        search = TestOpenSearch.start();
        node = LibertyNode.create("ragguard-opensearch", List.of(
                "RETRIEVAL_STORE=opensearch",
                "RETRIEVAL_OPENSEARCH_URL=" + search.url(),
                "RETRIEVAL_OPENSEARCH_INDEX_PREFIX=" + PREFIX));
        node.start(Duration.ofMinutes(5));
        server = new Server(node.base());
    }

    @AfterAll
    void stopBoth() throws Exception {
        try {
            if (node != null) {
                node.close();
            }
        } finally {
            if (search != null) {
                search.close();
            }
        }
    }

    @Test
    void indexesTheDemoKnowledgeInOpenSearchAndAnswersFromIt() throws Exception {
        long passages = count("northwind", null);
        assertThat(passages).as("demo passages in OpenSearch").isGreaterThan(0);

        Server.Reply reply = server.chat("How long is the return window for Trail Points members on full-price purchases?",
                "northwind");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getString("response")).as(reply.body()).contains("60 days");
    }

    @Test
    void findsADocumentAddedThroughTheApiAndForgetsItWhenDeleted() throws Exception {
        String run = UUID.randomUUID().toString().substring(0, 8);
        String source = "quasar-" + run;
        JsonObject document = Json.createObjectBuilder()
                .add("title", "Quasar kettle " + run)
                .add("source_id", source)
                .add("tenant", "northwind")
                .add("content", "The Quasar kettle boils one litre of water in ninety seconds. "
                        + "The Quasar kettle has a warranty of seven years from the date of purchase.")
                .build();
        long id = server.indexed(server.post("/api/knowledge", Server.ADMIN, document.toString()));
        assertThat(count("northwind", id)).as("passages of the new document in OpenSearch").isGreaterThan(0);

        Server.Reply reply = server.chat("How long is the warranty of the Quasar kettle?", "northwind");
        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        assertThat(reply.json().getJsonArray("context_used").getValuesAs(JsonObject.class))
                .extracting(item -> item.getString("source_id")).contains(source);
        assertThat(reply.json().getString("response")).contains("seven years");

        assertThat(server.delete("/api/knowledge/" + id, Server.ADMIN).status()).isEqualTo(204);
        assertThat(count("northwind", id)).as("passages left after the delete").isZero();
    }

    /** The passages of a tenant's index in OpenSearch, of one document when {@code document} is given. */
    private long count(String tenant, Long document) throws IOException, InterruptedException {
        URI index = URI.create(search.url() + "/" + PREFIX + tenant);
        http.send(HttpRequest.newBuilder(URI.create(index + "/_refresh")).POST(HttpRequest.BodyPublishers.noBody())
                .build(), HttpResponse.BodyHandlers.discarding());
        String query = document == null ? "{\"query\":{\"match_all\":{}}}"
                : "{\"query\":{\"term\":{\"document_id\":\"" + document + "\"}}}";
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(index + "/_count"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(query)).build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        return Json.createReader(new StringReader(response.body())).readObject().getJsonNumber("count").longValue();
    }
}
