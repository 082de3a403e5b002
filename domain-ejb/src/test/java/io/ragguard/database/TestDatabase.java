package io.ragguard.database;

import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.EntityTransaction;
import jakarta.persistence.Persistence;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * A private in-memory H2 database with the schema of the Flyway migrations, and the entities on the
 * RESOURCE_LOCAL unit {@code ragguard-test} over it (validated against that schema). Every unit of
 * work gets its own entity manager, so what it reads comes from the database, not from a cache.
 * On a test's field with {@code @RegisterExtension}, each test gets its own, dropped after it.
 */
public final class TestDatabase implements AutoCloseable, AfterEachCallback {

    private static final String USER = "sa";
    private static final String PASSWORD = "";

    private final String url;
    private final EntityManagerFactory emf;

    public TestDatabase() {
        this(new String[0]);
    }

    /** A database that runs {@code afterMigration} on the migrated schema before the unit is built. */
    TestDatabase(String... afterMigration) {
        url = "jdbc:h2:mem:" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        try {
            SchemaMigration.configure(Flyway.configure().dataSource(url, USER, PASSWORD)).load().migrate();
            for (String sql : afterMigration) {
                execute(sql);
            }
            emf = Persistence.createEntityManagerFactory("ragguard-test", Map.of(
                    "jakarta.persistence.jdbc.url", url,
                    "jakarta.persistence.jdbc.user", USER,
                    "jakarta.persistence.jdbc.password", PASSWORD));
        } catch (RuntimeException e) {
            execute("SHUTDOWN");
            throw e;
        }
    }

    /** Runs the work in a transaction that commits, or rolls back if the work (or the commit) fails. */
    public <T> T transaction(Function<EntityManager, T> work) {
        EntityManager em = emf.createEntityManager();
        EntityTransaction tx = em.getTransaction();
        try {
            tx.begin();
            T result = work.apply(em);
            tx.commit();
            return result;
        } finally {
            if (tx.isActive()) {
                tx.rollback();
            }
            em.close();
        }
    }

    public void run(Consumer<EntityManager> work) {
        transaction(em -> {
            work.accept(em);
            return null;
        });
    }

    /** Runs the work on a fresh entity manager without a transaction. */
    public <T> T read(Function<EntityManager, T> work) {
        EntityManager em = emf.createEntityManager();
        try {
            return work.apply(em);
        } finally {
            em.close();
        }
    }

    /** Runs plain SQL on the database, outside the persistence unit. */
    public void execute(String sql) {
        try (Connection connection = DriverManager.getConnection(url, USER, PASSWORD);
             Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot execute " + sql, e);
        }
    }

    @Override
    public void afterEach(ExtensionContext context) {
        close();
    }

    @Override
    public void close() {
        emf.close();
        execute("SHUTDOWN");
    }
}
