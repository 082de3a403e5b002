package io.ragguard.answering.boundary;

/**
 * Where a streamed answer goes, event by event: the opened question first (its context, request and
 * conversation), then validated pieces of text, then exactly one of the answer, the refusal or the
 * failure. Each door writes them in its own wire format: RAG Guard's named events, or OpenAI's chunks.
 */
public interface AnswerSink {

    void opened(Asked asked);

    void delta(String text);

    void answered(Answer answer);

    void refused(Refusal refusal);

    void failed(Failure failure);
}
