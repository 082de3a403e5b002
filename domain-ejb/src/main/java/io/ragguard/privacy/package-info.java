/**
 * Personal data in text: e-mail addresses, phone, social security, card and bank account numbers and
 * IP addresses, found and redacted the same way in answers (pii-leakage) and in what is stored.
 */
package io.ragguard.privacy;
