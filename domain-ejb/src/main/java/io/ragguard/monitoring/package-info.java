/**
 * Operational metrics of the pipeline, kept behind one control so that a move from
 * MicroProfile Metrics to another telemetry API touches one class.
 */
package io.ragguard.monitoring;
