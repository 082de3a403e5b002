/**
 * How values look on console pages: instants as UTC date and time, charts as Chart.js configurations,
 * CSV downloads, and the growl messages that say what a change did.
 */
package io.ragguard.console.display;
