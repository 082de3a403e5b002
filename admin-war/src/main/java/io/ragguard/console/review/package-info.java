/**
 * The review queue page: recorded answers by the queue's filters (flagged ones by default), newest
 * first, a page at a time; one answer in full with the diff of its answers and its evidence
 * highlighted by claim verdict; reviewers' decisions; the CSV export.
 */
package io.ragguard.console.review;
