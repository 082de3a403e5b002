/**
 * The validator chain: discovers the validators, orders them by their declared dependencies,
 * runs them with crash isolation and the configured error policy, and applies their patches.
 */
package io.ragguard.validation.chain;
