package io.ragguard.database;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.Resource;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;

import java.lang.System.Logger.Level;

/**
 * Brings the schema to the latest version ({@code db/migration}, and the Java migrations of this package)
 * when the application starts.
 */
@Singleton
@Startup
@TransactionAttribute(TransactionAttributeType.NOT_SUPPORTED)
public class SchemaMigration {

    /**
     * Liberty resolves a classpath folder only through a file in it: db/migration/flyway.location
     * (and db/callback/flyway.location for Flyway's default callback folder, which stays empty).
     */
    private static final String LOCATION = "classpath:db/migration";
    private static final System.Logger LOG = System.getLogger(SchemaMigration.class.getName());

    @Resource(lookup = "jdbc/ragguard")
    DataSource dataSource;

    private volatile boolean migrated;

    @PostConstruct
    void migrate() {
        MigrateResult result = configure(Flyway.configure(SchemaMigration.class.getClassLoader()).dataSource(dataSource))
                .load()
                .migrate();
        LOG.log(Level.INFO, "database schema at version {0} ({1} migrations applied{2})",
                result.targetSchemaVersion != null ? result.targetSchemaVersion : result.initialSchemaVersion,
                result.migrationsExecuted, result.migrations.isEmpty() ? "" : ": " + String.join(", ",
                        result.migrations.stream().map(m -> m.version + " " + m.description).toList()));
        migrated = true;
    }

    /** The migrations: the SQL ones in {@code db/migration} and the Java ones, named here. */
    public static FluentConfiguration configure(FluentConfiguration flyway) {
        return flyway.locations(LOCATION).javaMigrations(new V6__IdSequences(), new V14__RedactDisguisedPersonalData());
    }

    public boolean migrated() {
        return migrated;
    }
}
