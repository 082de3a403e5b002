/**
 * Benchmarks run by hand (see docs/benchmarks.md): retrieval quality on the golden set and
 * HaluEval, and retrieval speed on a corpus of 100,000 chunks.
 */
package io.ragguard.bench;
