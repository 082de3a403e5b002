package io.ragguard.retrieval.opensearch;

import io.ragguard.retrieval.control.Candidate;
import io.ragguard.retrieval.control.IndexedPassage;
import io.ragguard.retrieval.control.PassageFields;
import io.ragguard.retrieval.control.SearchStore;
import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonObject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.lang.System.Logger.Level;
import java.net.URI;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * The tenants' passages in an OpenSearch cluster, one index per tenant ({@code <prefix><tenant>}),
 * created with its mapping on first write (see {@link OpenSearchDocuments}). Writes are refreshed
 * before they return, so the next search sees them; a tenant without an index has no passages.
 */
@ApplicationScoped
public class OpenSearchStore implements SearchStore {

    private static final System.Logger LOG = System.getLogger(OpenSearchStore.class.getName());
    private static final int BULK_SIZE = 200;

    @Inject
    @ConfigProperty(name = "retrieval.opensearch.url", defaultValue = "http://localhost:9200")
    String urls;

    @Inject
    @ConfigProperty(name = "retrieval.opensearch.user")
    Optional<String> user;

    @Inject
    @ConfigProperty(name = "retrieval.opensearch.password")
    Optional<String> password;

    @Inject
    @ConfigProperty(name = "retrieval.opensearch.index-prefix", defaultValue = "ragguard-")
    String indexPrefix;

    private OpenSearchClient client;

    /** For CDI, which injects the settings and then calls {@link #open()}. */
    protected OpenSearchStore() {
    }

    /** A store on the given nodes, without CDI. */
    public OpenSearchStore(List<URI> urls, String indexPrefix, Optional<OpenSearchClient.Credentials> credentials) {
        this.indexPrefix = indexPrefix;
        this.client = new OpenSearchClient(urls, credentials);
    }

    @PostConstruct
    void open() {
        List<URI> nodes = Arrays.stream(urls.split(",")).map(String::strip).filter(url -> !url.isEmpty())
                .map(URI::create).toList();
        Optional<OpenSearchClient.Credentials> credentials = user.filter(name -> !name.isBlank())
                .map(name -> new OpenSearchClient.Credentials(name, password.orElse("")));
        client = new OpenSearchClient(nodes, credentials);
    }

    @PreDestroy
    void close() {
        if (client != null) {
            client.close();
        }
    }

    @Override
    public String name() {
        return "opensearch";
    }

    @Override
    public void replaceAll(String tenant, Collection<IndexedPassage> passages) {
        String index = index(tenant);
        OpenSearchResponse deleted = client.send("DELETE", index, null);
        if (!deleted.missingIndex()) {
            deleted.orThrow();
        }
        create(index);
        write(index, passages);
    }

    @Override
    public void add(String tenant, Collection<IndexedPassage> passages) {
        if (passages.isEmpty()) {
            return;
        }
        String index = index(tenant);
        OpenSearchResponse exists = client.send("HEAD", index, null);
        if (exists.status() == 404) {
            create(index);
        } else {
            exists.orThrow();
        }
        write(index, passages);
    }

    @Override
    public void deleteDocument(String tenant, long documentId) {
        JsonObject query = Json.createObjectBuilder().add("query", Json.createObjectBuilder()
                .add("term", Json.createObjectBuilder().add(PassageFields.DOCUMENT_ID, String.valueOf(documentId))))
                .build();
        OpenSearchResponse response = client.send("POST", index(tenant) + "/_delete_by_query?refresh=true", query);
        if (response.missingIndex()) {
            return;
        }
        JsonObject body = response.orThrow();
        if (!body.getJsonArray("failures").isEmpty()) { // a version conflict with a concurrent write, for one
            throw new OpenSearchException(response.status(), response.request() + ": " + body.get("failures"));
        }
    }

    @Override
    public List<Candidate> lexical(String tenant, String question, int k) {
        JsonObject query = Json.createObjectBuilder().add("bool", Json.createObjectBuilder()
                .add("should", Json.createArrayBuilder()
                        .add(match(PassageFields.TEXT, question, 1.0))
                        .add(match(PassageFields.TITLE, question, 0.5))))
                .build();
        return search(tenant, query, k, false);
    }

    @Override
    public List<Candidate> dense(String tenant, float[] vector, int k) {
        JsonObject query = Json.createObjectBuilder().add("knn", Json.createObjectBuilder()
                .add(PassageFields.VECTOR, Json.createObjectBuilder()
                        .add("vector", OpenSearchDocuments.numbers(vector))
                        .add("k", k)))
                .build();
        return search(tenant, query, k, true);
    }

    @Override
    public long count(String tenant) {
        OpenSearchResponse response = client.send("GET", index(tenant) + "/_count", null);
        return response.missingIndex() ? 0 : response.orThrow().getJsonNumber("count").longValue();
    }

    @Override
    public void drop(String tenant) {
        OpenSearchResponse deleted = client.send("DELETE", index(tenant), null);
        if (!deleted.missingIndex()) {
            deleted.orThrow();
        }
    }

    /** The tenant's index: see {@link OpenSearchDocuments#indexName}. */
    String index(String tenant) {
        return OpenSearchDocuments.indexName(indexPrefix, tenant);
    }

    private void create(String index) {
        OpenSearchResponse created = client.send("PUT", index, OpenSearchDocuments.index());
        if (created.status() == 400 && created.errorType().equals("resource_already_exists_exception")) {
            return; // another node created it first
        }
        created.orThrow();
        LOG.log(Level.INFO, "Created OpenSearch index {0}", index);
    }

    /** Bulk-indexes the passages by chunk id, then refreshes; any passage refused is an error. */
    private void write(String index, Collection<IndexedPassage> passages) {
        List<IndexedPassage> all = List.copyOf(passages);
        for (int from = 0; from < all.size(); from += BULK_SIZE) {
            List<JsonObject> lines = new ArrayList<>();
            for (IndexedPassage passage : all.subList(from, Math.min(all.size(), from + BULK_SIZE))) {
                lines.add(Json.createObjectBuilder().add("index", Json.createObjectBuilder()
                        .add("_id", String.valueOf(passage.chunkId()))).build());
                lines.add(OpenSearchDocuments.document(passage));
            }
            client.sendLines(index + "/_bulk", lines).orThrowItems();
        }
        client.send("POST", index + "/_refresh", null).orThrow();
    }

    private List<Candidate> search(String tenant, JsonObject query, int k, boolean cosine) {
        if (k <= 0) {
            return List.of();
        }
        JsonObject request = Json.createObjectBuilder().add("size", k).add("query", query).build();
        OpenSearchResponse response = client.send("POST", index(tenant) + "/_search", request);
        if (response.missingIndex()) {
            return List.of();
        }
        List<Candidate> candidates = new ArrayList<>();
        for (JsonObject hit : response.orThrow().getJsonObject("hits").getJsonArray("hits").getValuesAs(JsonObject.class)) {
            double score = hit.getJsonNumber("_score").doubleValue();
            // the Lucene engine scores cosinesimil as (1 + cosine) / 2
            candidates.add(OpenSearchDocuments.candidate(hit, cosine ? 2 * score - 1 : score));
        }
        return candidates;
    }

    private static JsonObject match(String field, String question, double boost) {
        return Json.createObjectBuilder().add("match", Json.createObjectBuilder()
                .add(field, Json.createObjectBuilder().add("query", question).add("boost", boost)))
                .build();
    }
}
