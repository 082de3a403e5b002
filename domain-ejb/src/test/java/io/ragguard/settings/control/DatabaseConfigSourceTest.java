package io.ragguard.settings.control;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class DatabaseConfigSourceTest {

    private final DatabaseConfigSource source = new DatabaseConfigSource();
    private final String name = "test.setting." + System.nanoTime();

    @Test
    void aReloadThatBeganBeforeAChangeDoesNotPutTheOldValueBack() {
        DatabaseConfigSource.replace(Map.of(name, "old"), DatabaseConfigSource.ticket());
        long begunBefore = DatabaseConfigSource.ticket();

        DatabaseConfigSource.apply(name, "new");
        boolean taken = DatabaseConfigSource.replace(Map.of(name, "old"), begunBefore);

        assertThat(taken).isFalse();
        assertThat(source.getValue(name)).isEqualTo("new");
    }

    @Test
    void aReloadThatBeganAfterAChangeIsTaken() {
        DatabaseConfigSource.apply(name, "new");
        long begunAfter = DatabaseConfigSource.ticket();

        assertThat(DatabaseConfigSource.replace(Map.of(name, "from another node"), begunAfter)).isTrue();

        assertThat(source.getValue(name)).isEqualTo("from another node");
    }

    @Test
    void aChangeToNullRemovesTheSetting() {
        DatabaseConfigSource.apply(name, "set");
        DatabaseConfigSource.apply(name, null);

        assertThat(source.getValue(name)).isNull();
        assertThat(source.getPropertyNames()).doesNotContain(name);
    }
}
