package io.ragguard.answering.control;

import io.ragguard.text.Sentences;
import io.ragguard.validation.chain.boundary.ValidationReport;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Lets a streamed answer through sentence by sentence. Pieces of text collect until a sentence is
 * complete (at its final punctuation or once the next has begun, see {@link Sentences#completeLength},
 * or when the stream ended); the sentence
 * is judged (when a judge is given), and sent, patched and in tone, at once, or removed when it was
 * refused: a sentence is never sent as it was when it failed. Runs on the thread that reads the stream.
 */
public final class SentenceGate {

    /** Citation markers at the start of what is pending: they belong to the sentence before. */
    private static final Pattern LEADING_MARKERS = Pattern.compile("^\\s*((?:\\[\\d+]\\s*)+)");
    /** Markers perhaps not yet whole ({@code " [1] ["}, {@code " [1"}): wait for more. */
    private static final Pattern PARTIAL_MARKERS = Pattern.compile("^\\s*(?:\\[\\d+]\\s*)*\\[\\d*$|^\\s*(?:\\[\\d+]\\s*)+$");
    private static final Pattern MARKER = Pattern.compile("\\[(\\d+)]");

    private final Function<String, ValidationReport> judge;
    private final int sources;
    private final UnaryOperator<String> tone;
    private final Consumer<String> send;
    private final StringBuilder pending = new StringBuilder();
    private final List<ValidationReport> reports = new ArrayList<>();
    private final List<String> served = new ArrayList<>();
    private long judgingNanos;
    private boolean lastRemoved;

    /**
     * @param judge   the sentence validators, or null to send sentences unjudged (observe and off modes)
     * @param sources how many numbered sources the answer may cite
     * @param tone    the tone alignment of one sentence
     * @param send    the text to send, in order: each sentence after the first begins with a space
     */
    public SentenceGate(Function<String, ValidationReport> judge, int sources, UnaryOperator<String> tone,
                        Consumer<String> send) {
        this.judge = judge;
        this.sources = sources;
        this.tone = tone;
        this.send = send;
    }

    /** A piece of the answer as the provider sent it. */
    public void accept(String piece) {
        pending.append(piece);
        if (!lateMarkersSettled(false)) {
            return;
        }
        int complete = Sentences.completeLength(pending.toString());
        if (complete > 0) {
            String sentences = pending.substring(0, complete);
            pending.delete(0, complete);
            Sentences.split(sentences).forEach(this::pass);
        }
    }

    /**
     * The server's own decline message, which the built-in generator answers with when its knowledge
     * holds no answer: sent as it is, since no model wrote it (the checks of the whole answer still judge
     * it at the end).
     */
    public void acceptDecline(String message) {
        send.accept(served.isEmpty() ? message : " " + message);
        served.add(message);
        lastRemoved = false;
    }

    /** The stream has ended: what is left is the last sentence (or sentences). */
    public void finish() {
        lateMarkersSettled(true);
        String rest = pending.toString();
        pending.setLength(0);
        Sentences.split(rest).forEach(this::pass);
    }

    /**
     * Citation markers that a model wrote after a sentence's final punctuation, which was sent already:
     * those naming a source go after it (unless it was removed), the others are dropped. False while they
     * may not be whole yet.
     */
    private boolean lateMarkersSettled(boolean ended) {
        if (served.isEmpty() && !lastRemoved) {
            return true;
        }
        String text = pending.toString();
        if (!ended && PARTIAL_MARKERS.matcher(text).matches()) {
            return false;
        }
        Matcher leading = LEADING_MARKERS.matcher(text);
        if (!leading.find()) {
            return true;
        }
        pending.delete(0, leading.end());
        if (lastRemoved) {
            return true;
        }
        List<String> kept = new ArrayList<>();
        Matcher marker = MARKER.matcher(leading.group(1));
        while (marker.find()) {
            int number = Integer.parseInt(marker.group(1));
            if (number >= 1 && number <= sources) {
                kept.add(marker.group());
            }
        }
        if (!kept.isEmpty()) {
            String markers = String.join("", kept);
            send.accept(" " + markers);
            served.set(served.size() - 1, served.get(served.size() - 1) + " " + markers);
        }
        return true;
    }

    private void pass(String sentence) {
        String out = sentence;
        if (judge != null) {
            long start = System.nanoTime();
            ValidationReport report = judge.apply(sentence);
            judgingNanos += System.nanoTime() - start;
            reports.add(report);
            if (report.refused()) {
                lastRemoved = true;
                return;
            }
            out = report.answer();
        }
        out = tone.apply(out);
        if (out == null || out.isBlank()) {
            lastRemoved = true;
            return;
        }
        lastRemoved = false;
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
