package io.ragguard.answering.boundary;

import java.util.List;

/**
 * One row of a batch evaluation. A {@code validate} row is an answer to judge: its question, the answer, the
 * contexts it was grounded in (context {@code i} from 0 is cited as {@code [i + 1]}) and its label,
 * {@code faithful} (it should pass) or not ({@code hallucinated}: it should be stopped). A {@code chat} row is a
 * question the whole pipeline answers for a tenant (null: the evaluation's), with {@code expected}, a phrase a
 * right answer holds, or null when the knowledge cannot answer it, so that declining is right.
 */
public record EvaluationRow(Kind kind, String question, String answer, List<String> contexts, Boolean faithful,
                            String tenant, String expected) {

    /** The two kinds of row. */
    public enum Kind {
        VALIDATE, CHAT;

        public String label() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public EvaluationRow {
        contexts = contexts == null ? List.of() : List.copyOf(contexts);
    }

    public static EvaluationRow validate(String question, String answer, List<String> contexts, boolean faithful) {
        return new EvaluationRow(Kind.VALIDATE, question, answer, contexts, faithful, null, null);
    }

    public static EvaluationRow chat(String question, String tenant, String expected) {
        return new EvaluationRow(Kind.CHAT, question, null, List.of(), null, tenant, expected);
    }

    /** {@code faithful} or {@code hallucinated} for a validate row; {@code answerable} or {@code unanswerable} for a chat row. */
    public String label() {
        if (kind == Kind.CHAT) {
            return expected == null ? "unanswerable" : "answerable";
        }
        return Boolean.TRUE.equals(faithful) ? "faithful" : "hallucinated";
    }
}
