/**
 * The language validator: the answer is in the language of the question, or in the one the tenant
 * expects, as told by Apache OpenNLP's language detector (103 languages).
 */
package io.ragguard.validation.language;
