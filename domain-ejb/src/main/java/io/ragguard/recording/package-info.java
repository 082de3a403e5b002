/**
 * Recording: every answered request with its validator outcomes and stage latencies, the review
 * queue of failed and patched answers, and the hourly reasons histogram.
 */
package io.ragguard.recording;
