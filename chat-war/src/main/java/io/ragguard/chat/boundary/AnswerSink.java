package io.ragguard.chat.boundary;

import io.ragguard.api.ErrorBody;

/**
 * Where a streamed answer goes, event by event: its context first, then validated pieces of text, then
 * exactly one of the whole response, the refusal or the error. Each door writes them in its own wire
 * format: RAG Guard's named events, or OpenAI's chunks.
 */
public interface AnswerSink {

    void context(StreamContext context);

    void delta(String text);

    void done(ChatResponse response);

    /** The guard refused the answer; {@code refusal} carries the reasons, the request and its metrics. */
    void refused(ErrorBody refusal);

    void failed(ErrorBody error);
}
