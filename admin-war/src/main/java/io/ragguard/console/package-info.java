/**
 * The admin console: PrimeFaces pages for admins (validators, audit) and compliance officers
 * (review queue, dashboard), backed by the settings, validation and recording boundaries.
 */
package io.ragguard.console;
