/**
 * The citation-required validator: every sentence that states something cites existing evidence,
 * and an answer whose citations are missing or wrong is repaired from the evidence it overlaps.
 */
package io.ragguard.validation.citation;
