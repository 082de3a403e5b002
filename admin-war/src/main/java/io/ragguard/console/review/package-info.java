/**
 * The review queue page: answers that failed validation or were patched, newest first, with
 * what the model wrote before and after and each validator's outcome.
 */
package io.ragguard.console.review;
