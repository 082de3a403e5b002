package io.ragguard.system;

import jakarta.json.JsonObject;
import jakarta.json.JsonValue;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OpenAPI description the running server serves: every path of the API and the OpenAI door, each
 * operation with a summary and its error responses, the two ways to authenticate, and the UI.
 */
class OpenApiIT {

    private static final List<String> METHODS = List.of("get", "post", "put", "delete");

    private final Server server = new Server();

    @Test
    void describesEveryEndpointWithASummaryADescriptionAndItsErrors() {
        Server.Reply reply = server.get("/openapi?format=JSON", null, "application/json");

        assertThat(reply.status()).as(reply.body()).isEqualTo(200);
        JsonObject document = reply.json();
        JsonObject paths = document.getJsonObject("paths");
        assertThat(paths.keySet()).contains("/api/chat/rag", "/api/validate", "/api/knowledge",
                "/api/knowledge/{id}", "/api/admin/records", "/api/admin/records/{requestId}/decision",
                "/api/admin/keys", "/api/admin/settings/{name}", "/api/admin/tenants/{tenant}/identity",
                "/v1/chat/completions", "/v1/models", "/v1/models/{id}");
        assertThat(paths.keySet()).allSatisfy(path -> assertThat(path).matches("/(api|v1)/.*"));
        int operations = 0;
        for (Map.Entry<String, JsonValue> path : paths.entrySet()) {
            for (String method : METHODS) {
                JsonObject operation = path.getValue().asJsonObject().getJsonObject(method);
                if (operation == null) {
                    continue;
                }
                operations++;
                String name = method.toUpperCase() + " " + path.getKey();
                assertThat(operation.getString("summary", "")).as(name).isNotBlank();
                // the long descriptions come from META-INF/openapi.yaml: one for every operation, and none
                // for an operation no resource has (it would have no summary, which the resources give)
                assertThat(operation.getString("description", "")).as(name + " in openapi.yaml").isNotBlank();
                assertThat(operation.getJsonObject("responses").keySet()).as(name)
                        .anySatisfy(status -> assertThat(status).startsWith("4"));
            }
        }
        assertThat(operations).isGreaterThanOrEqualTo(50);
        assertThat(document.getJsonObject("components").getJsonObject("securitySchemes").keySet())
                .contains("integrationKey", "login");
        JsonObject key = document.getJsonObject("components").getJsonObject("schemas").getJsonObject("KeyView");
        assertThat(key.getJsonObject("properties").keySet()).as("a domain record, named as the wire names it")
                .contains("expires_at", "rate_per_minute", "tenants");
        assertThat(paths.getJsonObject("/api/admin/keys").getJsonObject("get").toString()).contains("KeyViewList");
        String chat = paths.getJsonObject("/v1/chat/completions").getJsonObject("post").toString();
        assertThat(chat).contains("text/event-stream").contains("OpenAiError");
    }

    /** Over HTTP/1.1, as a browser asks for a plain http page (Liberty's UI does not answer an h2c upgrade). */
    @Test
    void servesTheInteractiveUi() throws IOException, InterruptedException {
        HttpClient browser = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(Duration.ofSeconds(5)).build();
        HttpResponse<String> ui = browser.send(HttpRequest.newBuilder(URI.create(System.getProperty("it.base.url",
                "http://localhost:9080") + "/openapi/ui/")).header("Accept", "text/html")
                .timeout(Duration.ofSeconds(30)).build(), HttpResponse.BodyHandlers.ofString());

        assertThat(ui.statusCode()).isEqualTo(200);
        assertThat(ui.body()).containsIgnoringCase("openapi");
    }
}
