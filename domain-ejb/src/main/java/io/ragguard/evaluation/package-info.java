/**
 * Batch evaluations as stored: each run's name, tenant, policy, progress and status, and, once done, its
 * summary, worst misses, row verdicts and labelled scores, kept across restarts to read, compare and calibrate on.
 */
package io.ragguard.evaluation;
