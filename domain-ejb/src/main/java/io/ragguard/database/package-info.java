/**
 * The database schema: versioned Flyway migrations applied at start, before anything else
 * touches the database.
 */
package io.ragguard.database;
