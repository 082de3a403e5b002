/**
 * Benchmarks run by hand (see docs/benchmarks.md): retrieval quality on the golden set and
 * HaluEval, retrieval speed on a corpus of 100,000 chunks, and a load test and a fuzzer of a running server.
 */
package io.ragguard.bench;
