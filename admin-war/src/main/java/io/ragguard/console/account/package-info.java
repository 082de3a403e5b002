/**
 * The signed-in console user: who it is, which role it has, and logging out.
 */
package io.ragguard.console.account;
