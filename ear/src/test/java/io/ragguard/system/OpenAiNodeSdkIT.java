package io.ragguard.system;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * OpenAI's own SDK, the official Node library, against the running server with nothing changed but its base
 * URL and key: {@code src/test/openai-node/guarded-answers.mjs} asks plain, streamed and over several turns,
 * lists the models and expects the SDK's own errors. The SDK comes from npm at the version its lock file pins.
 */
class OpenAiNodeSdkIT {

    private static final Path SOURCE = Path.of("src/test/openai-node");
    private static final Path WORK = Path.of("target/openai-node");

    /** The script's output, and how it ended. */
    private record Run(int exit, String output) {
    }

    private static Run run(List<String> command, Path directory, String baseUrl) throws IOException,
            InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true);
        builder.environment().put("RAGGUARD_BASE_URL", baseUrl);
        Process process = builder.start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError(String.join(" ", command) + " did not finish in 3 minutes: " + output);
        }
        return new Run(process.exitValue(), output);
    }

    @BeforeAll
    static void installTheSdk() throws IOException, InterruptedException {
        Files.createDirectories(WORK);
        for (String file : List.of("package.json", "package-lock.json", "guarded-answers.mjs")) {
            Files.copy(SOURCE.resolve(file), WORK.resolve(file), StandardCopyOption.REPLACE_EXISTING);
        }
        Run install = run(List.of("npm", "ci", "--no-audit", "--no-fund"), WORK, "");
        assertThat(install.exit()).as("npm ci (Node.js and npm are needed; .ci/run installs them): "
                + install.output()).isZero();
    }

    @Test
    void openAisOwnNodeSdkGetsGuardedAnswersPlainStreamedAndOverSeveralTurns() throws Exception {
        Run check = run(List.of("node", "guarded-answers.mjs"), WORK,
                System.getProperty("it.base.url", "http://localhost:9080"));

        assertThat(check.exit()).as(check.output()).isZero();
        assertThat(check.output()).contains("60 days").contains("$14.95");
    }
}
