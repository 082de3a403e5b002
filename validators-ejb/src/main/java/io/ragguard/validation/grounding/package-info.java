/**
 * The grounding engine that faithfulness, claims and answer-relevancy share: the evidence split into
 * sentences with their vectors and vocabulary, each claim's alignment and conflict signals, and the fitted
 * model that scores them, with the caches that let the validators of one answer split and score once.
 */
package io.ragguard.validation.grounding;
