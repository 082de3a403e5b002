/**
 * Sentence embeddings: all-MiniLM-L6-v2 run with ONNX Runtime from the model packaged as a jar,
 * used to search knowledge by meaning and to align answers with their evidence.
 */
package io.ragguard.embedding;
