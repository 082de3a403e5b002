/**
 * People who log in to the console and the admin API: the configured logins, named users stored in the
 * database with a slow password hash, and, when configured, the users of an LDAP directory by their groups.
 */
package io.ragguard.people;
