/**
 * The console's report pages: an evaluation's and a replay's self-contained HTML report, behind the console's
 * login, for admins, so that a page can link them (the API's reports take HTTP Basic only).
 */
package io.ragguard.console.reports;
