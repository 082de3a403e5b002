/**
 * The review desk: recorded answers by the queue's filters (flagged ones by default), one by one or as groups of
 * repeats, newest or most severe first, its state in its address; one answer in full beside them with its evidence
 * highlighted by claim verdict, its neighbours and its own link; decisions one, many or a group at a time;
 * assignment to reviewers; the CSV export.
 */
package io.ragguard.console.review;
