/**
 * The policies page: every validation policy with its values, a new draft from the current values, a replay
 * of a policy on stored answers, publishing and rolling back.
 */
package io.ragguard.console.policies;
