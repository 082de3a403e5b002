/**
 * The settings page: every live setting in words with its key, value, default and help, in groups by area,
 * checked inline before it is saved, reset to its default, or given any earlier audited value, or its original
 * one, again; switching the validation off asks first.
 */
package io.ragguard.console.settings;
