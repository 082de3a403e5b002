/**
 * Admission control: at most so many answers in progress and so many waiting; beyond that a request
 * gets a fast 503 with {@code Retry-After} instead of a place in a queue it would time out in.
 */
package io.ragguard.admission;
