/**
 * Reference validation (CRAG-style): each retrieved passage is judged accept, reject or unsure
 * before it becomes context, and only accepted passages are kept; off by default.
 */
package io.ragguard.retrieval.reference;
