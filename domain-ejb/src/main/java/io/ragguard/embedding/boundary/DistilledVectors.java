package io.ragguard.embedding.boundary;

import jakarta.annotation.PostConstruct;
import jakarta.ejb.ConcurrencyManagement;
import jakarta.ejb.ConcurrencyManagementType;
import jakarta.ejb.Singleton;
import jakarta.ejb.Startup;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import java.nio.file.Path;

/**
 * The word-piece vectors the grounding validators compare texts with ({@link TokenVectors}), read
 * at start from {@code ragguard.data.dir/models}, or distilled there on the first start (about 14 s
 * on two cores), so that no request waits for them.
 */
@Singleton
@Startup
@ConcurrencyManagement(ConcurrencyManagementType.BEAN)
public class DistilledVectors {

    @Inject
    @ConfigProperty(name = "ragguard.data.dir", defaultValue = "target/ragguard")
    String dataDir;

    private volatile TokenVectors vectors;

    @PostConstruct
    void open() {
        vectors = TokenVectors.open(Path.of(dataDir, "models"), 2);
    }

    /** The vectors; immutable and thread-safe. */
    @TransactionAttribute(TransactionAttributeType.SUPPORTS)
    public TokenVectors vectors() {
        return vectors;
    }
}
