package io.ragguard.database;

import jakarta.ejb.Stateless;
import jakarta.ejb.TransactionAttribute;
import jakarta.ejb.TransactionAttributeType;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import jakarta.persistence.PersistenceException;

/** Whether the database can serve requests: migrated and answering queries. */
@Stateless
@TransactionAttribute(TransactionAttributeType.SUPPORTS)
public class Database {

    @PersistenceContext
    EntityManager em;

    @Inject
    SchemaMigration migration;

    public boolean ready() {
        if (!migration.migrated()) {
            return false;
        }
        try {
            em.createNativeQuery("select count(*) from tenant").getSingleResult();
            return true;
        } catch (PersistenceException e) {
            return false;
        }
    }
}
