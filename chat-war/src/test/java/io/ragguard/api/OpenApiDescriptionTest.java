package io.ragguard.api;

import jakarta.ws.rs.GET;
import jakarta.ws.rs.HttpMethod;
import jakarta.ws.rs.POST;
import org.eclipse.microprofile.openapi.annotations.OpenAPIDefinition;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The OpenAPI description at {@code /openapi} is written in annotations: every resource of the module, found
 * among its compiled classes, is tagged, and every operation has a summary and its responses, an error among
 * them; what they refer to (tags, shared responses, security schemes) is declared on {@link RestApplication}.
 */
class OpenApiDescriptionTest {

    private static final OpenAPIDefinition DEFINITION = RestApplication.class.getAnnotation(OpenAPIDefinition.class);

    @Test
    void everyOperationHasASummaryAndItsResponsesAnErrorAmongThem() throws Exception {
        List<Class<?>> resources = resources();
        List<Method> operations = resources.stream().flatMap(resource -> operations(resource).stream()).toList();
        List<String> problems = resources.stream().flatMap(resource -> problems(resource).stream()).toList();

        assertThat(resources).hasSizeGreaterThanOrEqualTo(15);
        assertThat(operations).hasSizeGreaterThanOrEqualTo(resources.size());
        assertThat(problems).isEmpty();
    }

    @Test
    void anUndescribedOperationIsAProblem() {
        assertThat(problems(Undescribed.class)).containsExactlyInAnyOrder(
                "Undescribed: no @Tag on the class or on ask",
                "Undescribed.ask: no @Operation with a summary",
                "Undescribed.ask: no @APIResponse for a 4xx",
                "Undescribed.status: no @APIResponse for a 4xx",
                "Undescribed: no @Tag on the class or on status");
    }

    @Test
    void whatTheResourcesReferToIsDeclared() throws Exception {
        Set<String> tags = Arrays.stream(DEFINITION.tags()).map(Tag::name).collect(Collectors.toSet());
        Set<String> responses = Arrays.stream(DEFINITION.components().responses()).map(APIResponse::name)
                .collect(Collectors.toSet());
        Set<String> schemes = Arrays.stream(DEFINITION.components().securitySchemes())
                .map(SecurityScheme::securitySchemeName).collect(Collectors.toSet());
        List<AnnotatedElement> annotated = new ArrayList<>();
        for (Class<?> resource : resources()) {
            annotated.add(resource);
            annotated.addAll(operations(resource));
        }

        assertThat(annotated.stream().flatMap(element -> Arrays.stream(element.getAnnotationsByType(Tag.class)))
                .map(Tag::name)).allSatisfy(tag -> assertThat(tags).contains(tag));
        assertThat(annotated.stream().flatMap(element -> Arrays.stream(element.getAnnotationsByType(APIResponse.class)))
                .map(APIResponse::ref).filter(ref -> !ref.isEmpty()))
                .allSatisfy(ref -> assertThat(responses).contains(ref));
        assertThat(annotated.stream()
                .flatMap(element -> Arrays.stream(element.getAnnotationsByType(SecurityRequirement.class)))
                .map(SecurityRequirement::name)).allSatisfy(scheme -> assertThat(schemes).contains(scheme));
        assertThat(schemes).containsExactlyInAnyOrder("integrationKey", "login");
    }

    /** What the description of a resource lacks, one line each; empty when it is complete. */
    static List<String> problems(Class<?> resource) {
        List<String> problems = new ArrayList<>();
        boolean tagged = resource.getAnnotationsByType(Tag.class).length > 0;
        for (Method method : operations(resource)) {
            String name = resource.getSimpleName() + "." + method.getName();
            Operation operation = method.getAnnotation(Operation.class);
            if (operation == null || operation.summary().isBlank()) {
                problems.add(name + ": no @Operation with a summary");
            }
            if (Arrays.stream(method.getAnnotationsByType(APIResponse.class))
                    .noneMatch(response -> response.responseCode().startsWith("4"))) {
                problems.add(name + ": no @APIResponse for a 4xx");
            }
            if (!tagged && method.getAnnotationsByType(Tag.class).length == 0) {
                problems.add(resource.getSimpleName() + ": no @Tag on the class or on " + method.getName());
            }
        }
        return problems;
    }

    /** The public methods that answer an HTTP method ({@code @GET}, {@code @POST}, ...). */
    static List<Method> operations(Class<?> resource) {
        return Arrays.stream(resource.getDeclaredMethods())
                .filter(method -> Modifier.isPublic(method.getModifiers()))
                .filter(method -> Arrays.stream(method.getAnnotations())
                        .anyMatch(annotation -> annotation.annotationType().isAnnotationPresent(HttpMethod.class)))
                .toList();
    }

    /** The classes annotated with {@code @Path} among the module's compiled classes. */
    static List<Class<?>> resources() throws IOException, URISyntaxException, ClassNotFoundException {
        return moduleClasses().stream().filter(type -> type.isAnnotationPresent(jakarta.ws.rs.Path.class)).toList();
    }

    /** The module's compiled classes (not its tests'), nested ones included. */
    static List<Class<?>> moduleClasses() throws IOException, URISyntaxException, ClassNotFoundException {
        ClassLoader loader = RestApplication.class.getClassLoader();
        List<Class<?>> classes = new ArrayList<>();
        for (URL url : Collections.list(loader.getResources("io/ragguard"))) {
            if (!"file".equals(url.getProtocol())) {
                continue;
            }
            Path root = Path.of(url.toURI()).getParent().getParent();
            if (!Files.exists(root.resolve("io/ragguard/api/RestApplication.class"))) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root.resolve("io/ragguard"))) {
                for (Path file : files.filter(f -> f.toString().endsWith(".class")).toList()) {
                    String name = root.relativize(file).toString().replace(file.getFileSystem().getSeparator(), ".")
                            .replaceAll("\\.class$", "");
                    classes.add(Class.forName(name, false, loader));
                }
            }
        }
        return classes;
    }

    /** A resource as it would be without its description. */
    @jakarta.ws.rs.Path("undescribed")
    public static class Undescribed {

        @POST
        public String ask(String question) {
            return question;
        }

        @GET
        @Operation(summary = "Status")
        @APIResponse(responseCode = "200", description = "Up")
        public String status() {
            return "up";
        }

        public String helper() {
            return "not an operation";
        }
    }
}
