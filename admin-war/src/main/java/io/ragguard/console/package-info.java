/**
 * The admin console: PrimeFaces pages for admins (validators, settings, knowledge and its gaps, identity
 * prompts, tone styles, model, tenants, guard lists, audit) and compliance officers (review queue,
 * dashboard), backed by the domain's boundaries.
 */
package io.ragguard.console;
