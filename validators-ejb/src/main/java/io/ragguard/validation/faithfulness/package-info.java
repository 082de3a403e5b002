/**
 * The faithfulness validator: each sentence of the answer is scored in [0, 1] by the grounding engine
 * ({@code io.ragguard.validation.grounding}); the answer scores as its weakest claims.
 */
package io.ragguard.validation.faithfulness;
