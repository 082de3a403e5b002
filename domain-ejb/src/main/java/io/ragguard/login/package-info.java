/**
 * Logins: failed attempts counted per user and per client address, locks that grow with each repeat,
 * and every login, failure and lock in the audit log.
 */
package io.ragguard.login;
