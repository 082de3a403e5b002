/** The integration keys page: every key without its value, making one (its value shown once), revoking one. */
package io.ragguard.console.keys;
