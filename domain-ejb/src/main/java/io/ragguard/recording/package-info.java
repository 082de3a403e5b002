/**
 * Recording: every answered request with its validator outcomes and stage latencies, the review
 * queue of flagged answers with their triage (severity, groups of repeats, assignees), the hourly reasons
 * histogram, and the statistics over them.
 */
package io.ragguard.recording;
