/**
 * Recording: every answered request with its validator outcomes and stage latencies, the review
 * queue of failed and patched answers, the hourly reasons histogram, and the statistics over them.
 */
package io.ragguard.recording;
