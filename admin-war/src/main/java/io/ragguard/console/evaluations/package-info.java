/**
 * The evaluations page: uploading labelled rows to run as a batch evaluation, following it, its figures and
 * threshold curve, calibrating faithfulness on it, the history with each run's report, and two runs compared.
 */
package io.ragguard.console.evaluations;
