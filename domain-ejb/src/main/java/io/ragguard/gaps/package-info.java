/**
 * Knowledge gaps: names an answer used that the retrieved evidence did not contain, recorded for
 * the knowledge team.
 */
package io.ragguard.gaps;
