/**
 * How values look on console pages: instants as UTC date and time.
 */
package io.ragguard.console.display;
