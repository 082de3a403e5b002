package io.ragguard.system;

import org.junit.jupiter.api.Test;

import java.util.regex.Pattern;
import java.io.UncheckedIOException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The server started from the project keeps its data in {@code data/} at the project's root, which
 * {@code ./mvnw clean} leaves alone: the project's own build files, copied beside a {@code data/} and a
 * {@code target/} of every module, are cleaned with the wrapper, and only the targets go.
 */
class DataFolderIT {

    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    /** The modules the root POM names, which a copy of the project needs for Maven to read it. */
    private static final List<String> MODULES = modules();

    @Test
    void theRunCommandsDataFolderIsDataAtTheRootAndCleanLeavesItAlone() throws Exception {
        assertThat(MODULES).as("the root POM's modules").contains("domain-ejb", "answering-ejb", "ear");
        assertThat(Files.readString(ROOT.resolve("pom.xml")))
                .contains("<ragguard.data.default>${maven.multiModuleProjectDirectory}/data</ragguard.data.default>");
        assertThat(Files.readString(ROOT.resolve(".gitignore")).lines()).contains("/data/");
        Path copy = Files.createTempDirectory(Path.of(System.getProperty("it.target.dir", "target")), "clean-");
        copyBuild(copy);
        Files.createDirectories(copy.resolve("data/db"));
        Files.writeString(copy.resolve("data/db/ragguard.mv.db"), "records");
        Files.writeString(copy.resolve("data/secret.key"), "key");
        for (String module : MODULES) {
            Files.createDirectories(copy.resolve(module).resolve("target"));
            Files.writeString(copy.resolve(module).resolve("target/built"), "built");
        }

        Process clean = new ProcessBuilder(copy.resolve("mvnw").toString(), "-o", "-q", "clean")
                .directory(copy.toFile()).redirectErrorStream(true)
                .redirectOutput(copy.resolve("clean.log").toFile()).start();

        assertThat(clean.waitFor(5, TimeUnit.MINUTES)).isTrue();
        assertThat(clean.exitValue()).as(Files.readString(copy.resolve("clean.log"))).isZero();
        assertThat(copy.resolve("data/db/ragguard.mv.db")).hasContent("records");
        assertThat(copy.resolve("data/secret.key")).hasContent("key");
        for (String module : MODULES) {
            assertThat(copy.resolve(module).resolve("target")).as(module).doesNotExist();
        }
    }

    /** The wrapper, its settings and every module's build file: all that cleaning reads. */
    private static void copyBuild(Path copy) throws IOException {
        Files.copy(ROOT.resolve("pom.xml"), copy.resolve("pom.xml"));
        Files.copy(ROOT.resolve("mvnw"), copy.resolve("mvnw"), StandardCopyOption.COPY_ATTRIBUTES);
        try (Stream<Path> wrapper = Files.walk(ROOT.resolve(".mvn"))) {
            for (Path path : wrapper.toList()) {
                Path target = copy.resolve(ROOT.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(path, target);
                }
            }
        }
        for (String module : MODULES) {
            Files.createDirectories(copy.resolve(module));
            Files.copy(ROOT.resolve(module).resolve("pom.xml"), copy.resolve(module).resolve("pom.xml"));
        }
    }

    private static List<String> modules() {
        try {
            return Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(ROOT.resolve("pom.xml")))
                    .results().map(m -> m.group(1)).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
