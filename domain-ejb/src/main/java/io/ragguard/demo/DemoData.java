package io.ragguard.demo;

import io.ragguard.generation.boundary.DeclineMessage;
import io.ragguard.settings.boundary.Settings;
import io.ragguard.settings.boundary.TenantOverride;
import io.ragguard.knowledge.boundary.Knowledge;
import io.ragguard.tenant.boundary.TenantDraft;
import io.ragguard.tenant.boundary.Tenants;
import io.ragguard.tenant.boundary.TermTemplate;
import jakarta.annotation.PostConstruct;
import jakarta.ejb.DependsOn;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import io.ragguard.integration.boundary.IntegrationKeys;
import io.ragguard.integration.boundary.KeyDraft;
import io.ragguard.people.boundary.UserDraft;
import io.ragguard.people.boundary.Users;
import jakarta.inject.Inject;
import jakarta.json.Json;
import jakarta.json.JsonArray;
import jakarta.json.JsonObject;
import jakarta.json.JsonReader;
import jakarta.json.JsonString;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.lang.System.Logger.Level;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Loads the demo tenants, their term catalogs, identity prompts, decline messages and knowledge at first
 * start, each
 * tenant created as an admin creates one (audited, with its own prompt as version 1), the integration
 * key {@code rg-demo-key} for them, and two named reviewers (compliance officers) {@code dana} and
 * {@code omar}. A tenant, key or user that already exists is left alone, so a restart never duplicates
 * anything.
 */
@Singleton
@Startup
@DependsOn("SchemaMigration")
public class DemoData {

    private static final System.Logger LOG = System.getLogger(DemoData.class.getName());
    private static final String ROOT = "demo/";
    private static final String ACTOR = "demo-data";
    /** The integration key the README's examples send; it exists only with the demo data. */
    public static final String DEMO_KEY = "rg-demo-key";
    /** The password of the demo's named reviewers, as the README gives it; they exist only with the demo data. */
    static final String REVIEWER_PASSWORD = "review-desk-demo";
    /** The demo's named reviewers (compliance officers): name and display name. */
    static final Map<String, String> REVIEWERS = Map.of("dana", "Dana Whitfield", "omar", "Omar Haddad");

    @Inject
    @ConfigProperty(name = "demo.data.enabled", defaultValue = "true")
    boolean enabled;

    @Inject
    Tenants tenants;

    @Inject
    Knowledge knowledge;

    @Inject
    IntegrationKeys keys;

    @Inject
    Settings settings;

    @Inject
    Users users;

    @PostConstruct
    void load() {
        if (!enabled) {
            return;
        }
        List<String> documents = read("documents.txt").lines().filter(l -> !l.isBlank()).toList();
        for (JsonObject tenant : tenantsJson().getValuesAs(JsonObject.class)) {
            String id = tenant.getString("id");
            if (tenants.exists(id)) {
                continue;
            }
            Map<String, String> terms = new LinkedHashMap<>();
            tenant.getJsonObject("terms").forEach((key, value) -> terms.put(key, ((JsonString) value).getString()));
            String domain = tenant.getString("domain");
            tenants.create(new TenantDraft(id, tenant.getString("name"), domain, terms),
                    tenant.getString("identity_prompt"), ACTOR);
            if (tenant.containsKey("decline_message")) {
                settings.change(TenantOverride.name(id, DeclineMessage.SETTING), tenant.getString("decline_message"),
                        ACTOR);
            }
            int loaded = 0;
            for (String path : documents) {
                if (path.startsWith(domain + "/")) {
                    String rendered = TermTemplate.render(read(path), terms);
                    knowledge.add(id, title(rendered), path.replace(".md", ""), rendered);
                    loaded++;
                }
            }
            LOG.log(Level.INFO, "demo tenant {0} loaded with {1} documents", id, loaded);
        }
        List<String> ids = tenantsJson().getValuesAs(JsonObject.class).stream().map(t -> t.getString("id"))
                .filter(tenants::exists).toList();
        keys.install(DEMO_KEY, new KeyDraft("demo", ids, null, null), ACTOR)
                .ifPresent(key -> LOG.log(Level.INFO, "demo integration key \"demo\" made for {0} (its value is in "
                        + "the README, never in the log)", ids));
        REVIEWERS.forEach((name, displayName) -> users.install(new UserDraft(name, displayName, Set.of("compliance"),
                REVIEWER_PASSWORD, true), ACTOR).ifPresent(user -> LOG.log(Level.INFO,
                        "demo reviewer {0} made (the password is in the README, never in the log)", name)));
    }

    private static String title(String markdown) {
        return markdown.lines().filter(l -> l.startsWith("# ")).findFirst()
                .map(l -> l.substring(2).trim()).orElse("Untitled");
    }

    private static JsonArray tenantsJson() {
        try (JsonReader reader = Json.createReader(new StringReader(read("tenants.json")))) {
            return reader.readArray();
        }
    }

    private static String read(String name) {
        try (InputStream in = DemoData.class.getClassLoader().getResourceAsStream(ROOT + name)) {
            if (in == null) {
                throw new IllegalStateException("demo resource missing: " + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
