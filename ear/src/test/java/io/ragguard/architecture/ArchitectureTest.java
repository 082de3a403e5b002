package io.ragguard.architecture;

import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * The rules the modules' structure holds to, checked on the compiled classes of every module: a component's
 * {@code control} package is its own (others come in through its {@code boundary}), and no two components
 * depend on each other, however indirectly. A component is a package under {@code io.ragguard} (such as
 * {@code retrieval}), or under {@code io.ragguard.validation} and {@code io.ragguard.console} (such as
 * {@code validation.claims}, {@code console.review}).
 */
class ArchitectureTest {

    private static final List<String> MODULES = List.of("domain-ejb", "validators-ejb", "answering-ejb",
            "chat-war", "admin-war");
    private static final Pattern CONTROL = Pattern.compile("^io\\.ragguard\\.(.+)\\.control(\\..+)?$");

    private static JavaClasses classes;

    @BeforeAll
    static void importEveryModule() {
        Path root = Path.of(System.getProperty("ragguard.root", ".."));
        List<Path> folders = MODULES.stream().map(module -> root.resolve(module).resolve("target/classes")).toList();
        assertThat(folders).allSatisfy(folder -> assertThat(Files.isDirectory(folder))
                .as("compiled classes in %s", folder).isTrue());
        classes = new ClassFileImporter().importPaths(folders);
        assertThat(classes).as("the modules' classes").hasSizeGreaterThan(500);
    }

    @Test
    void noComponentReachesIntoAnothersControl() {
        classes().should(useOnlyTheirOwnControl()).check(classes);
    }

    @Test
    void componentsDependOnEachOtherOneWayOnly() {
        slices().assignedFrom(COMPONENTS).should().beFreeOfCycles().check(classes);
    }

    /** The component a package belongs to, as a name ({@code retrieval}, {@code validation.claims}). */
    static Optional<String> component(String packageName) {
        Matcher m = Pattern.compile("^io\\.ragguard\\.((?:validation|console)\\.[^.]+|[^.]+)").matcher(packageName);
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    private static final SliceAssignment COMPONENTS = new SliceAssignment() {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            return component(javaClass.getPackageName()).map(SliceIdentifier::of)
                    .orElse(SliceIdentifier.ignore());
        }

        @Override
        public String getDescription() {
            return "components of io.ragguard";
        }
    };

    private static ArchCondition<JavaClass> useOnlyTheirOwnControl() {
        return new ArchCondition<>("use no other component's control package") {
            @Override
            public void check(JavaClass origin, ConditionEvents events) {
                for (Dependency dependency : origin.getDirectDependenciesFromSelf()) {
                    Matcher control = CONTROL.matcher(dependency.getTargetClass().getPackageName());
                    if (control.matches() && !inside(origin.getPackageName(), "io.ragguard." + control.group(1))) {
                        events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
                    }
                }
            }
        };
    }

    private static boolean inside(String packageName, String component) {
        return packageName.equals(component) || packageName.startsWith(component + ".");
    }
}
