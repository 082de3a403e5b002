/**
 * The guard lists page: denied topics, harmful words, identity and ego claims and required sections,
 * filtered, added, changed and deleted through the guardrails boundary (as {@code /api/admin/guardrails}).
 */
package io.ragguard.console.guardrails;
