/**
 * The numeric-units validator: every figure in an answer (amounts, percentages, quantities with
 * units) must be found in the evidence; unsupported figures are marked or their sentences removed.
 */
package io.ragguard.validation.numeric;
