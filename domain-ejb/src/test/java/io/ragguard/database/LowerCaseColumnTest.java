package io.ragguard.database;

import io.ragguard.knowledge.entity.IngestStatus;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LowerCaseColumnTest {

    private final IngestStatus.Column column = new IngestStatus.Column();

    @Test
    void storesTheConstantInLowerCaseAndReadsItBack() {
        for (IngestStatus status : IngestStatus.values()) {
            String stored = column.convertToDatabaseColumn(status);
            assertThat(stored).isEqualTo(status.name().toLowerCase());
            assertThat(column.convertToEntityAttribute(stored)).isSameAs(status);
        }
        assertThat(column.convertToDatabaseColumn(null)).isNull();
        assertThat(column.convertToEntityAttribute(null)).isNull();
    }

    @Test
    void aStoredValueThatNamesNoConstantIsAnErrorNamingIt() {
        assertThatThrownBy(() -> column.convertToEntityAttribute("paused"))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("IngestStatus 'paused'")
                .hasMessageContaining("QUEUED");
    }
}
