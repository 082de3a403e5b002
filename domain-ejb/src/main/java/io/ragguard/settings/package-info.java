/**
 * Live settings: MicroProfile Config with one more ConfigSource backed by the database, so that
 * a change made by an admin takes effect on the next request on every node, with no redeploy.
 */
package io.ragguard.settings;
