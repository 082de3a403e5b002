/**
 * Reports as self-contained HTML pages, for the API to serve and the console to open: a policy's replay and
 * a batch evaluation, with every text from the data escaped.
 */
package io.ragguard.report;
