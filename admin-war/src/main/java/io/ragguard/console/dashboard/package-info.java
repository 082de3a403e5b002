/**
 * The dashboard page: how the guard has answered over a range, for one tenant or all, in charts: pass
 * rate, reasons, stage latencies, validator outcomes, the review queue's decisions, fallbacks, declines (with a
 * table per tenant). A bar opens the review queue filtered to it.
 */
package io.ragguard.console.dashboard;
