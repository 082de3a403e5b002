/**
 * The ethics validator: questions and answers on a denied topic, or with harmful words, are refused
 * with a template.
 */
package io.ragguard.validation.ethics;
