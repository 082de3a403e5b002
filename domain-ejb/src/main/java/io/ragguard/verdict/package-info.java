/**
 * The vocabulary of verdicts, typed once: how a validator judged an answer ({@link io.ragguard.verdict.Outcome})
 * and what became of the answer ({@link io.ragguard.verdict.AnswerStatus}). The validator chain produces them,
 * recording stores them (through converters that keep the lower-case column values), monitoring counts them
 * and the API writes them, always in lower case.
 */
package io.ragguard.verdict;
