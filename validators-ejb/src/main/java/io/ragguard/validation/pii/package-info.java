/**
 * The pii-leakage validator: finds e-mail addresses, phone, social security, card and bank account
 * numbers and IP addresses in an answer, and redacts them (or refuses the answer when told to).
 */
package io.ragguard.validation.pii;
