/**
 * The schema-format validator: an answer holds every section (heading or label) its tenant
 * requires.
 */
package io.ragguard.validation.schema;
