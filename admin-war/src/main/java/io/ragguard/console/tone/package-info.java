/**
 * The tone styles page: the built-in and created styles, creating, changing and deleting one, a
 * preview on a sample answer, and the style in force globally and for each tenant.
 */
package io.ragguard.console.tone;
