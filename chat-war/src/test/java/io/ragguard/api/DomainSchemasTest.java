package io.ragguard.api;

import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.SchemaProperty;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.net.URL;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The schemas {@link DomainSchemas} gives {@code /openapi} for the domain module's records: snake_case
 * properties of the right types, references that resolve, and a name for every record the resources refer
 * to, so that a record renamed or a reference mistyped fails here rather than in the served document.
 */
class DomainSchemasTest {

    private static Map<String, Schema> schemas;

    private static Set<Class<?>> moduleClasses;

    @BeforeAll
    static void buildTheModel() throws Exception {
        MapModels.install();
        schemas = new DomainSchemas().buildModel().getComponents().getSchemas();
        moduleClasses = new HashSet<>(OpenApiDescriptionTest.moduleClasses());
    }

    @Test
    void describesAKeyAsJsonBWritesIt() {
        Map<String, Schema> key = properties("KeyView");

        assertThat(key).containsOnlyKeys("id", "name", "prefix", "tenants", "expires_at", "rate_per_minute",
                "created_at", "created_by", "revoked_at", "revoked_by");
        assertThat(key.get("expires_at").getType()).isEqualTo(SchemaType.STRING);
        assertThat(key.get("expires_at").getFormat()).isEqualTo("date-time");
        assertThat(key.get("tenants").getType()).isEqualTo(SchemaType.ARRAY);
        assertThat(key.get("tenants").getItems().getType()).isEqualTo(SchemaType.STRING);
        assertThat(key.get("rate_per_minute").getType()).isEqualTo(SchemaType.INTEGER);
        assertThat(key.get("rate_per_minute").getFormat()).isEqualTo("int32");
        assertThat(key.get("id").getFormat()).isEqualTo("int64");
        assertThat(schemas.get("KeyView").getType()).isEqualTo(SchemaType.OBJECT);
    }

    @Test
    void describesTheRecordsEnumsListsAndMapsARootReaches() {
        Map<String, Schema> item = properties("ReviewItem");
        Map<String, Schema> setting = properties("SettingView");
        Map<String, Schema> purged = properties("RetentionPurged");

        assertThat(item.get("latencies").getRef()).isEqualTo("#/components/schemas/StageLatencies");
        assertThat(item.get("outcomes").getItems().getRef()).isEqualTo("#/components/schemas/ValidatorOutcome");
        assertThat(item.get("context_quality").getType()).isEqualTo(SchemaType.NUMBER);
        assertThat(properties("StageLatencies")).containsKey("retrieval_ms");
        assertThat(setting.get("type").getType()).isEqualTo(SchemaType.STRING);
        assertThat(setting.get("type").getEnumeration()).contains("BOOLEAN", "TONE_STYLE");
        assertThat(setting.get("set").getType()).isEqualTo(SchemaType.BOOLEAN);
        assertThat(properties("TenantView").get("terms").getType()).isEqualTo(SchemaType.OBJECT);
        assertThat(properties("TenantView").get("terms").getAdditionalPropertiesSchema().getType())
                .isEqualTo(SchemaType.STRING);
        assertThat(purged.get("cutoff").getFormat()).isEqualTo("date-time");
        assertThat(purged).containsOnlyKeys("cutoff", "records", "messages");
        assertThat(properties("DocumentPage").get("items").getItems().getRef())
                .isEqualTo("#/components/schemas/DocumentSummary");
        assertThat(schemas.get("KeyViewList").getType()).isEqualTo(SchemaType.ARRAY);
        assertThat(schemas.get("KeyViewList").getItems().getRef()).isEqualTo("#/components/schemas/KeyView");
    }

    @Test
    void namesEveryPropertyInSnakeCase() {
        List<String> names = schemas.values().stream().flatMap(DomainSchemasTest::nested)
                .flatMap(schema -> schema.getProperties() == null ? Stream.empty()
                        : schema.getProperties().keySet().stream())
                .toList();

        assertThat(names).hasSizeGreaterThan(100).allSatisfy(name -> assertThat(name).matches("[a-z][a-z0-9_]*"));
    }

    @Test
    void convertsACamelCaseNameAsJsonBDoes() {
        assertThat(DomainSchemas.propertyName("expiresAt")).isEqualTo("expires_at");
        assertThat(DomainSchemas.propertyName("ratePerMinute")).isEqualTo("rate_per_minute");
        assertThat(DomainSchemas.propertyName("id")).isEqualTo("id");
        assertThat(DomainSchemas.propertyName("keyURL")).isEqualTo("key_url");
        assertThat(DomainSchemas.propertyName("top3Hits")).isEqualTo("top3hits");
    }

    @Test
    void everyReferencePointsAtASchemaItProduces() {
        List<String> references = schemas.values().stream().flatMap(DomainSchemasTest::nested)
                .map(Schema::getRef).filter(Objects::nonNull).toList();

        assertThat(references).isNotEmpty().allSatisfy(ref -> {
            assertThat(ref).startsWith(DomainSchemas.SCHEMAS);
            assertThat(schemas).containsKey(name(ref));
        });
    }

    @Test
    void everyReferenceOfTheModuleNamesASchemaThatIsDescribed() throws Exception {
        Set<String> described = new HashSet<>(schemas.keySet());
        described.addAll(moduleSchemaNames());
        List<Mention> references = mentions().stream().filter(mention -> !mention.ref().isEmpty()).toList();

        assertThat(references).isNotEmpty();
        assertThat(references.stream().filter(mention -> !described.contains(name(mention.ref())))
                .map(mention -> mention.where() + ": ref = \"" + mention.ref() + "\", which nothing describes"))
                .isEmpty();
    }

    @Test
    void everySchemaIsReferredToByTheModuleOrByASchemaItRefersTo() throws Exception {
        Set<String> used = new HashSet<>();
        List<String> pending = new ArrayList<>(mentions().stream().map(Mention::ref).filter(ref -> !ref.isEmpty())
                .map(DomainSchemasTest::name).toList());
        while (!pending.isEmpty()) {
            String name = pending.remove(pending.size() - 1);
            if (used.add(name) && schemas.containsKey(name)) {
                nested(schemas.get(name)).map(Schema::getRef).filter(Objects::nonNull).map(DomainSchemasTest::name)
                        .forEach(pending::add);
            }
        }

        assertThat(used).containsAll(schemas.keySet());
    }

    @Test
    void noAnnotationDescribesADomainRecordByItsClass() throws Exception {
        assertThat(mentions().stream().filter(mention -> domain(mention.implementation()))
                .map(mention -> mention.where() + ": implementation = " + mention.implementation().getSimpleName()
                        + ".class, which /openapi cannot see; use ref = \""
                        + DomainSchemas.name(mention.implementation()) + "\""))
                .isEmpty();
    }

    @Test
    void everyOperationAnsweringADomainRecordRefersToItsSchema() throws Exception {
        List<String> checked = new ArrayList<>();
        for (Class<?> resource : OpenApiDescriptionTest.resources()) {
            for (Method operation : OpenApiDescriptionTest.operations(resource)) {
                expectedReference(operation.getGenericReturnType()).ifPresent(expected -> {
                    checked.add(expected);
                    assertThat(successReferences(operation)).as(resource.getSimpleName() + "." + operation.getName())
                            .contains(expected);
                });
            }
        }

        assertThat(checked).contains("KeyViewList", "SettingView", "ReviewItem", "RetentionPurged", "DocumentPage");
    }

    @Test
    void theDomainNamesAreNotTheModulesOwn() throws Exception {
        assertThat(moduleSchemaNames()).doesNotContainAnyElementsOf(schemas.keySet());
    }

    @Test
    void theModuleConfigurationRegistersTheReader() throws IOException {
        List<String> readers = new ArrayList<>();
        for (URL url : Collections.list(getClass().getClassLoader()
                .getResources("META-INF/microprofile-config.properties"))) {
            Properties properties = new Properties();
            try (InputStream in = url.openStream()) {
                properties.load(in);
            }
            Optional.ofNullable(properties.getProperty("mp.openapi.model.reader")).ifPresent(readers::add);
        }

        assertThat(readers).containsExactly(DomainSchemas.class.getName());
    }

    /** A schema and every schema in it: its properties', items', and additional properties', all the way down. */
    private static Stream<Schema> nested(Schema schema) {
        Stream<Schema> properties = schema.getProperties() == null ? Stream.empty()
                : schema.getProperties().values().stream();
        Stream<Schema> inside = Stream.of(properties, Stream.ofNullable(schema.getItems()),
                Stream.ofNullable(schema.getAdditionalPropertiesSchema())).flatMap(s -> s);
        return Stream.concat(Stream.of(schema), inside.flatMap(DomainSchemasTest::nested));
    }

    /** The schema a reference names: {@code KeyView} for {@code #/components/schemas/KeyView} or {@code KeyView}. */
    private static String name(String ref) {
        return ref.startsWith(DomainSchemas.SCHEMAS) ? ref.substring(DomainSchemas.SCHEMAS.length()) : ref;
    }

    private static Map<String, Schema> properties(String schema) {
        assertThat(schemas).containsKey(schema);
        return schemas.get(schema).getProperties();
    }

    /** Whether a class is the domain module's: the project's, but not this module's. */
    private static boolean domain(Class<?> type) {
        return type.getName().startsWith("io.ragguard.") && !moduleClasses.contains(type);
    }

    /** The schema name an operation returning this type should refer to: a domain record's, or a list's. */
    private static Optional<String> expectedReference(Type returned) {
        if (returned instanceof Class<?> type && type.isRecord() && domain(type)) {
            return Optional.of(DomainSchemas.name(type));
        }
        if (returned instanceof ParameterizedType list && list.getRawType() instanceof Class<?> raw
                && Collection.class.isAssignableFrom(raw)
                && list.getActualTypeArguments()[0] instanceof Class<?> item && domain(item)) {
            return Optional.of(DomainSchemas.name(item) + DomainSchemas.LIST);
        }
        return Optional.empty();
    }

    /** The schema names an operation's successful (2xx) responses refer to. */
    private static List<String> successReferences(Method operation) {
        return Arrays.stream(operation.getAnnotationsByType(APIResponse.class))
                .filter(response -> response.responseCode().startsWith("2"))
                .flatMap(response -> Arrays.stream(response.content()))
                .map(content -> name(content.schema().ref()))
                .toList();
    }

    /** The names of the schemas the module's own classes give: a {@code @Schema} name, or a record's class name. */
    private static Set<String> moduleSchemaNames() {
        Set<String> names = new HashSet<>();
        for (Class<?> type : moduleClasses) {
            var schema = type.getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
            if (schema != null && !schema.name().isEmpty()) {
                names.add(schema.name());
            } else if (type.isRecord() || schema != null) {
                names.add(type.getSimpleName());
            }
        }
        return names;
    }

    /**
     * Every {@code @Schema} and {@code @SchemaProperty} of the module's description: in the shared responses,
     * in each operation's responses, request body and parameters, and on the fields (record components) of every
     * class of the module.
     */
    private static List<Mention> mentions() throws Exception {
        List<Mention> mentions = new ArrayList<>();
        OpenAPIDefinition definition = RestApplication.class.getAnnotation(OpenAPIDefinition.class);
        for (APIResponse response : definition.components().responses()) {
            addContents(mentions, "response " + response.name(), response.content());
        }
        for (Class<?> resource : OpenApiDescriptionTest.resources()) {
            for (Method operation : OpenApiDescriptionTest.operations(resource)) {
                addOperation(mentions, resource.getSimpleName() + "." + operation.getName(), operation);
            }
        }
        for (Class<?> type : moduleClasses) {
            for (Field field : type.getDeclaredFields()) {
                var schema = field.getAnnotation(org.eclipse.microprofile.openapi.annotations.media.Schema.class);
                if (schema != null) {
                    addSchema(mentions, type.getSimpleName() + "." + field.getName(), schema);
                }
            }
        }
        return mentions;
    }

    private static void addOperation(List<Mention> mentions, String where, Method operation) {
        for (APIResponse response : operation.getAnnotationsByType(APIResponse.class)) {
            addContents(mentions, where + " " + response.responseCode(), response.content());
        }
        RequestBody body = operation.getAnnotation(RequestBody.class);
        if (body != null) {
            addContents(mentions, where + " request body", body.content());
        }
        for (Parameter parameter : operation.getAnnotationsByType(Parameter.class)) {
            addSchema(mentions, where + " parameter " + parameter.name(), parameter.schema());
        }
    }

    private static void addContents(List<Mention> mentions, String where, Content[] contents) {
        for (Content content : contents) {
            addSchema(mentions, where + " " + content.mediaType(), content.schema());
        }
    }

    private static void addSchema(List<Mention> mentions, String where,
                                  org.eclipse.microprofile.openapi.annotations.media.Schema schema) {
        mentions.add(new Mention(where, schema.ref(), schema.implementation()));
        for (SchemaProperty property : schema.properties()) {
            mentions.add(new Mention(where + " property " + property.name(), property.ref(),
                    property.implementation()));
        }
    }

    /** Where an annotation names a schema, by reference or by class ({@code Void} when by neither). */
    private record Mention(String where, String ref, Class<?> implementation) {
    }
}
