/**
 * The validator SPI: what a validator sees (the question, the answer, the evidence, its own settings)
 * and what it returns (an outcome, a score against a threshold, reasons and an optional patch).
 */
package io.ragguard.validation.spi;
