package io.ragguard.api;

import io.ragguard.answering.boundary.EvaluationComparison;
import io.ragguard.answering.boundary.EvaluationView;
import io.ragguard.answering.boundary.ReplayJob;
import io.ragguard.policy.boundary.Calibration;
import io.ragguard.policy.boundary.PolicyView;
import io.ragguard.database.LowerCaseColumn;
import io.ragguard.export.LowerCaseJson;
import jakarta.json.bind.annotation.JsonbTypeAdapter;
import io.ragguard.audit.boundary.AuditEntry;
import io.ragguard.gaps.boundary.GapSummary;
import io.ragguard.gaps.boundary.KnowledgeGapView;
import io.ragguard.generation.boundary.ConnectionTest;
import io.ragguard.generation.boundary.ModelView;
import io.ragguard.guardrail.boundary.GuardEntryDraft;
import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.identity.boundary.IdentityVersion;
import io.ragguard.integration.boundary.KeyView;
import io.ragguard.knowledge.boundary.ChunkView;
import io.ragguard.knowledge.boundary.DocumentDetails;
import io.ragguard.knowledge.boundary.DocumentPage;
import io.ragguard.knowledge.boundary.IngestJobView;
import io.ragguard.knowledge.boundary.Submitted;
import io.ragguard.people.boundary.UserView;
import io.ragguard.recording.boundary.Decided;
import io.ragguard.recording.boundary.Retention;
import io.ragguard.recording.boundary.ReviewGroup;
import io.ragguard.recording.boundary.DeclinedQuestion;
import io.ragguard.recording.boundary.ReviewItem;
import io.ragguard.settings.boundary.SettingView;
import io.ragguard.tenant.boundary.TenantDraft;
import io.ragguard.tenant.boundary.TenantView;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASModelReader;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.eclipse.microprofile.openapi.models.media.Schema.SchemaType;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.WildcardType;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * The JSON schemas of the domain module's records that the API answers or accepts, for the description
 * served at {@code /openapi}.
 * <p>
 * Liberty builds that description from the annotations of the JAX-RS resources, and indexes only the web
 * module's classes: a record of the domain module (domain-ejb) would appear as a bare {@code {"type":
 * "object"}}, or a property of its type would be left out. This reader describes those records from their
 * record components instead, as {@link JsonNaming}'s JSON-B writes them: under their simple names
 * ({@code KeyView}; a nested record as Outer + Inner, {@code RetentionPurged}), with snake_case property
 * names. The records and enums a root reaches are described with it. The resources refer to them by name,
 * {@code @Schema(ref = "KeyView")}, and to a JSON array of one by {@code Name + "List"},
 * {@code @Schema(ref = "KeyViewList")}: MicroProfile OpenAPI 3.1 has no annotation for an array of a
 * referenced schema, since a {@code ref} replaces every other attribute of its {@code @Schema}.
 * <p>
 * Registered as {@code mp.openapi.model.reader} in {@code META-INF/microprofile-config.properties}; Liberty
 * merges what the annotations describe into this model.
 */
public class DomainSchemas implements OASModelReader {

    /**
     * The domain records a resource answers or accepts, directly or as a component of one of its own
     * records. Add a record here when a resource starts to answer or accept one, and refer to it by its name.
     */
    static final List<Class<?>> ROOTS = List.of(
            // admin: keys, users, settings and their history, tenants, guard lists, identity prompts, the model
            KeyView.class, UserView.class, SettingView.class, AuditEntry.class, TenantView.class, TenantDraft.class,
            GuardEntryView.class, GuardEntryDraft.class, IdentityVersion.class, ModelView.class,
            ConnectionTest.class,
            // recorded answers, their groups of repeats, decisions on many, and the retention purge
            ReviewItem.class, ReviewGroup.class, Decided.class, Retention.Purged.class,
            // knowledge, indexing jobs and knowledge gaps
            Submitted.class, DocumentPage.class, DocumentDetails.class, ChunkView.class, IngestJobView.class,
            GapSummary.class, KnowledgeGapView.class, DeclinedQuestion.class,
            // validation policies, their replays and calibrations, batch evaluations
            PolicyView.class, ReplayJob.class, Calibration.class, EvaluationView.class, EvaluationComparison.class);

    /**
     * The domain records the API also answers as a JSON array, or holds in an array property of one of its own
     * records: each gets an array schema too, Name + "List".
     */
    static final List<Class<?>> LISTED = List.of(
            KeyView.class, UserView.class, SettingView.class, AuditEntry.class, TenantView.class,
            GuardEntryView.class, IdentityVersion.class, ReviewItem.class, ReviewGroup.class, ChunkView.class, IngestJobView.class,
            GapSummary.class, KnowledgeGapView.class, DeclinedQuestion.class, PolicyView.class, EvaluationView.class);

    /** The suffix of the name of an array schema. */
    static final String LIST = "List";

    /** Where a reference points at a schema of this document. */
    static final String SCHEMAS = "#/components/schemas/";

    @Override
    public OpenAPI buildModel() {
        return OASFactory.createOpenAPI().components(OASFactory.createComponents().schemas(schemas()));
    }

    /** Every schema by name: the roots', the records' they reach, and the arrays of the listed ones. */
    static Map<String, Schema> schemas() {
        Map<String, Schema> schemas = new TreeMap<>();
        Map<String, Class<?>> described = new HashMap<>();
        Deque<Class<?>> pending = new ArrayDeque<>(ROOTS);
        pending.addAll(LISTED);
        while (!pending.isEmpty()) {
            Class<?> type = pending.pop();
            Class<?> earlier = described.putIfAbsent(name(type), type);
            if (earlier == null) {
                schemas.put(name(type), recordSchema(type, pending::add));
            } else if (earlier != type) {
                throw new IllegalStateException(earlier.getName() + " and " + type.getName() + " would both be "
                        + "described as " + name(type));
            }
        }
        for (Class<?> listed : LISTED) {
            schemas.put(name(listed) + LIST, array(reference(listed)));
        }
        return schemas;
    }

    /** A record's schema name: its simple name, after those of the classes it is nested in. */
    static String name(Class<?> type) {
        Class<?> outer = type.getEnclosingClass();
        return outer == null ? type.getSimpleName() : name(outer) + type.getSimpleName();
    }

    /**
     * A record's property name as JSON-B's LOWER_CASE_WITH_UNDERSCORES writes it (Yasson, Liberty's JSON-B):
     * an underscore before an upper-case letter that follows a lower-case one, everything in lower case.
     */
    static String propertyName(String component) {
        StringBuilder name = new StringBuilder(component.length() + 4);
        char previous = 0;
        for (char c : component.toCharArray()) {
            if (Character.isUpperCase(c) && Character.isLowerCase(previous)) {
                name.append('_');
            }
            name.append(Character.toLowerCase(c));
            previous = c;
        }
        return name.toString();
    }

    /** An object with a property for each record component, in their order; the records it reaches go to found. */
    private static Schema recordSchema(Class<?> type, Consumer<Class<?>> found) {
        Map<String, Schema> properties = new LinkedHashMap<>();
        for (RecordComponent component : type.getRecordComponents()) {
            properties.put(propertyName(component.getName()), schemaOf(component.getGenericType(), found));
        }
        return OASFactory.createSchema().type(SchemaType.OBJECT).properties(properties);
    }

    /** The schema of a value of this type; a record becomes a reference, and goes to found to be described. */
    private static Schema schemaOf(Type type, Consumer<Class<?>> found) {
        Class<?> raw = rawClass(type);
        if (raw == String.class) {
            return typed(SchemaType.STRING);
        } else if (raw == Instant.class || raw == OffsetDateTime.class) {
            return typed(SchemaType.STRING).format("date-time");
        } else if (raw == LocalDate.class) {
            return typed(SchemaType.STRING).format("date");
        } else if (raw == int.class || raw == Integer.class) {
            return typed(SchemaType.INTEGER).format("int32");
        } else if (raw == long.class || raw == Long.class) {
            return typed(SchemaType.INTEGER).format("int64");
        } else if (isOneOf(raw, double.class, Double.class, float.class, Float.class)) {
            return typed(SchemaType.NUMBER);
        } else if (raw == boolean.class || raw == Boolean.class) {
            return typed(SchemaType.BOOLEAN);
        } else if (Collection.class.isAssignableFrom(raw)) {
            return array(schemaOf(typeArgument(type, 0), found));
        } else if (Map.class.isAssignableFrom(raw)) {
            return typed(SchemaType.OBJECT).additionalPropertiesSchema(schemaOf(typeArgument(type, 1), found));
        } else if (raw.isAnnotationPresent(JsonbTypeAdapter.class) && !raw.isEnum()) {
            // a value JSON-B writes as its name (GuardKind)
            return typed(SchemaType.STRING);
        } else if (raw.isEnum()) {
            return typed(SchemaType.STRING).enumeration(constants(raw));
        } else if (raw.isRecord()) {
            found.accept(raw);
            return reference(raw);
        }
        return typed(SchemaType.OBJECT);
    }

    /**
     * The names of an enum's constants, as JSON-B writes them: in lower case for an enum written through a
     * {@link LowerCaseJson} adapter ({@code AnswerStatus}, {@code Outcome}), else as they are.
     */
    private static List<Object> constants(Class<?> enumType) {
        JsonbTypeAdapter adapter = enumType.getAnnotation(JsonbTypeAdapter.class);
        boolean lowerCase = adapter != null && LowerCaseJson.class.isAssignableFrom(adapter.value());
        return Arrays.stream(enumType.getEnumConstants()).map(constant -> (Object) (lowerCase
                ? LowerCaseColumn.of((Enum<?>) constant) : ((Enum<?>) constant).name())).toList();
    }

    private static Schema typed(SchemaType type) {
        return OASFactory.createSchema().type(type);
    }

    private static Schema array(Schema items) {
        return typed(SchemaType.ARRAY).items(items);
    }

    private static Schema reference(Class<?> type) {
        return OASFactory.createSchema().ref(SCHEMAS + name(type));
    }

    /**
     * The class of a type: itself, the class a parameterized type parameterizes, or a wildcard's upper bound;
     * Object when unknown (a type variable).
     */
    private static Class<?> rawClass(Type type) {
        if (type instanceof Class<?> c) {
            return c;
        } else if (type instanceof ParameterizedType parameterized) {
            return rawClass(parameterized.getRawType());
        } else if (type instanceof WildcardType wildcard) {
            return rawClass(wildcard.getUpperBounds()[0]);
        }
        return Object.class;
    }

    /** The type argument at this index ({@code X} of {@code List<X>}); Object when the type is raw. */
    private static Type typeArgument(Type type, int index) {
        return type instanceof ParameterizedType parameterized && parameterized.getActualTypeArguments().length > index
                ? parameterized.getActualTypeArguments()[index]
                : Object.class;
    }

    private static boolean isOneOf(Class<?> type, Class<?>... candidates) {
        return Stream.of(candidates).anyMatch(candidate -> candidate == type);
    }
}
