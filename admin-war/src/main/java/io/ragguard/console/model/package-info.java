/**
 * The model page: which language model answers, for all tenants ({@code llm.*}) or one tenant's
 * overrides ({@code tenant.<id>.llm.*}), changed through the settings boundary, and a connection test.
 */
package io.ragguard.console.model;
