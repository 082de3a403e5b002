/**
 * The JSON-over-HTTP API as a whole: its root, JSON naming (snake_case, nulls omitted), and the
 * mapping of every error to a status code and a JSON body that names the problem.
 */
package io.ragguard.api;
