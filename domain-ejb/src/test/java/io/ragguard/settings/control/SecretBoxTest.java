package io.ragguard.settings.control;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SecretBoxTest {

    private static SecretBox box(Path dir) {
        SecretBox box = new SecretBox();
        box.configuredKey = Optional.empty();
        box.dataDir = dir.toString();
        box.loadKey();
        return box;
    }

    @Test
    void sealsWithAFreshIvAndOpensOnlyForTheSameSetting(@TempDir Path dir) {
        SecretBox box = box(dir);

        String once = box.seal("llm.api-key", "sk-live-123");
        String twice = box.seal("llm.api-key", "sk-live-123");

        assertThat(once).startsWith(SecretBox.PREFIX).doesNotContain("sk-live").isNotEqualTo(twice);
        assertThat(box.open("llm.api-key", once)).isEqualTo("sk-live-123");
        assertThatThrownBy(() -> box.open("tenant.bluebay.llm.api-key", once))
                .isInstanceOf(IllegalStateException.class).hasMessageNotContaining("sk-live");
    }

    @Test
    void generatesAKeyFileReadableByItsOwnerOnlyAndReusesIt(@TempDir Path dir) throws Exception {
        String sealed = box(dir).seal("llm.api-key", "secret");

        Path file = dir.resolve("secret.key");
        assertThat(Files.getPosixFilePermissions(file)).isEqualTo(PosixFilePermissions.fromString("rw-------"));
        assertThat(box(dir).open("llm.api-key", sealed)).as("a restart reads the same key").isEqualTo("secret");
    }

    @Test
    void aValueSealedWithAnotherKeyCannotBeOpened(@TempDir Path one, @TempDir Path other) {
        String sealed = box(one).seal("llm.api-key", "secret");
        assertThatThrownBy(() -> box(other).open("llm.api-key", sealed)).isInstanceOf(IllegalStateException.class);
    }
}
