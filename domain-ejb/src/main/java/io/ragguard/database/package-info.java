/**
 * The database schema: versioned Flyway migrations applied at start, before anything else
 * touches the database; durable commits, and work that runs only once a transaction commits.
 */
package io.ragguard.database;
