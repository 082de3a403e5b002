package io.ragguard.knowledge.control;

import jakarta.persistence.EntityManager;

/** A {@link DocumentCatalog} reading through a test's entity manager. */
public final class Catalogs {

    private Catalogs() {
    }

    public static DocumentCatalog reading(EntityManager em) {
        DocumentCatalog catalog = new DocumentCatalog();
        catalog.em = em;
        return catalog;
    }
}
