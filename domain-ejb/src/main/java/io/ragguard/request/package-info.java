/**
 * What any boundary refuses a request's input with, whichever door it came through: a value it does not
 * accept ({@link io.ragguard.request.InvalidRequestException}, 400 {@code invalid_request}) or more than it
 * takes ({@link io.ragguard.request.RequestTooLargeException}, 413 {@code request_too_large}), each naming
 * the field at fault.
 */
package io.ragguard.request;
