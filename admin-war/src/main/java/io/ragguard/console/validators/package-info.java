/**
 * The validators page: the global switch, the validation mode and error policy, and each
 * validator's switch and threshold, changed live through the settings boundary.
 */
package io.ragguard.console.validators;
