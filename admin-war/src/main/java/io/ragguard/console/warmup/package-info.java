/**
 * The console's pages built once at start, so that the first people to sign in after a start wait no longer
 * than later ones: {@link io.ragguard.console.warmup.ViewWarmUp} requests each page over the server's own
 * HTTPS port with a one-time pass ({@link io.ragguard.console.warmup.WarmUpPass}); the readiness data
 * ({@link io.ragguard.console.warmup.ConsoleReadiness}) says how far it has come.
 */
package io.ragguard.console.warmup;
