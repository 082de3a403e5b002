/**
 * An optional ONNX cross-encoder (an NLI or hallucination model) that scores how well an evidence
 * sentence entails a claim, for validators that want more than embeddings; off until a model is configured.
 */
package io.ragguard.validation.crossencoder;
