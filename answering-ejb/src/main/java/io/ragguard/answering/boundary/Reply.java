package io.ragguard.answering.boundary;

/**
 * What the pipeline gives for one question: an {@link Answer} to serve, or the {@link Refusal} of an answer
 * the validators refused in {@code enforce} mode. Either one is recorded before it is given.
 */
public sealed interface Reply permits Answer, Refusal {

    /** The request's id: its record, at {@code /api/admin/records/{id}}. */
    String requestId();
}
