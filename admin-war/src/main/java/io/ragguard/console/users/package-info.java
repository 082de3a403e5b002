/** The users page: the people who sign in to the console and the API, made, changed, disabled and enabled. */
package io.ragguard.console.users;
