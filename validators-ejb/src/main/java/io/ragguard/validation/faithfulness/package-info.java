/**
 * The faithfulness validator: each sentence of the answer is scored in [0, 1] by a logistic model over
 * alignment and conflict signals against the evidence sentences; the answer scores as its weakest claims.
 */
package io.ragguard.validation.faithfulness;
