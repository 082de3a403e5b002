package io.ragguard.chat.control;

import io.ragguard.text.Sentences;
import io.ragguard.validation.chain.boundary.ValidationReport;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Lets a streamed answer through sentence by sentence. Pieces of text collect until a sentence is
 * complete (the next has begun, see {@link Sentences#completeLength}, or the stream ended); the sentence
 * is judged (when a judge is given), and sent, patched and in tone, at once, or removed when it was
 * refused: a sentence is never sent as it was when it failed. Runs on the thread that reads the stream.
 */
public final class SentenceGate {

    private final Function<String, ValidationReport> judge;
    private final UnaryOperator<String> tone;
    private final Consumer<String> send;
    private final StringBuilder pending = new StringBuilder();
    private final List<ValidationReport> reports = new ArrayList<>();
    private final List<String> served = new ArrayList<>();
    private long judgingNanos;

    /**
     * @param judge the sentence validators, or null to send sentences unjudged (shadow and off modes)
     * @param tone  the tone alignment of one sentence
     * @param send  the text to send, in order: each sentence after the first begins with a space
     */
    public SentenceGate(Function<String, ValidationReport> judge, UnaryOperator<String> tone, Consumer<String> send) {
        this.judge = judge;
        this.tone = tone;
        this.send = send;
    }

    /** A piece of the answer as the provider sent it. */
    public void accept(String piece) {
        pending.append(piece);
        int complete = Sentences.completeLength(pending.toString());
        if (complete > 0) {
            String sentences = pending.substring(0, complete);
            pending.delete(0, complete);
            Sentences.split(sentences).forEach(this::pass);
        }
    }

    /** The stream has ended: what is left is the last sentence (or sentences). */
    public void finish() {
        String rest = pending.toString();
        pending.setLength(0);
        Sentences.split(rest).forEach(this::pass);
    }

    private void pass(String sentence) {
        String out = sentence;
        if (judge != null) {
            long start = System.nanoTime();
            ValidationReport report = judge.apply(sentence);
            judgingNanos += System.nanoTime() - start;
            reports.add(report);
            if (report.refused()) {
                return;
            }
            out = report.answer();
        }
        out = tone.apply(out);
        if (out == null || out.isBlank()) {
            return;
        }
        send.accept(served.isEmpty() ? out : " " + out);
        served.add(out);
    }

    /** Every judged sentence's report, in order, removed ones included. */
    public List<ValidationReport> reports() {
        return List.copyOf(reports);
    }

    /** The text sent so far. */
    public String served() {
        return String.join(" ", served);
    }

    public long judgingNanos() {
        return judgingNanos;
    }
}
