package io.ragguard.database;

import jakarta.persistence.PersistenceException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The unit validates every mapping against the schema of the migrations, so the other ITs prove it. */
class SchemaMappingIT {

    @Test
    void entitiesMatchTheMigratedSchema() {
        try (TestDatabase db = new TestDatabase()) {
            long tables = db.read(em -> ((Number) em.createNativeQuery(
                    "select count(*) from information_schema.tables where table_schema = 'PUBLIC' "
                            + "and table_type = 'BASE TABLE'")
                    .getSingleResult()).longValue());

            assertThat(tables).as("14 tables of V1-V3, recorded_claim of V4, ingest_job of V5, "
                    + "knowledge_document_text of V7, review_decision of V9, tone_style of V10, integration_key and "
                    + "integration_key_tenant of V11, policy of V17, evaluation_run of V18, user_account of V19, "
                    + "flyway_schema_history").isEqualTo(25);
        }
    }

    @Test
    void refusesToStartOnASchemaThatLacksAMappedColumn() {
        assertThatThrownBy(() -> new TestDatabase("alter table chunk drop column ordinal").close())
                .isInstanceOf(PersistenceException.class)
                .hasStackTraceContaining("Schema-validation").hasStackTraceContaining("ordinal");
    }

    @Test
    void refusesToStartOnASchemaThatLacksAMappedTable() {
        assertThatThrownBy(() -> new TestDatabase("drop table histogram_bucket").close())
                .isInstanceOf(PersistenceException.class)
                .hasStackTraceContaining("Schema-validation").hasStackTraceContaining("histogram_bucket");
    }
}
