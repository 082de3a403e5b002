/**
 * The admin console: PrimeFaces pages for admins (validators, knowledge, model, tenants, guard lists,
 * audit) and compliance officers (review queue), backed by the domain's boundaries.
 */
package io.ragguard.console;
