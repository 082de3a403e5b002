/**
 * Snapshots of database tables held in memory (guard lists, settings): loaded at start and reloaded
 * on a fixed delay, so a change made on another node arrives within seconds.
 */
package io.ragguard.snapshot;
