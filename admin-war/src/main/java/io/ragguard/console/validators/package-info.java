/**
 * The validators page: the global switch, the validation mode and error policy, each validator's switch and
 * threshold, changed live through the settings boundary, what it checks, which way its score counts and its runs
 * of the last 24 hours, and a threshold calibrated on the reviewers' decisions.
 */
package io.ragguard.console.validators;
