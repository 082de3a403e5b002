package io.ragguard.tone.boundary;

import java.io.Serializable;

/**
 * A tone style: how the last step of every answer rewrites its form, never its facts, figures or
 * citations, and the guidance a model is given in its system prompt to write that way.
 *
 * @param openers          whether pleasantries that open an answer ("Sure!", "Great question.") stay
 * @param closings         whether sign-offs ("Hope this helps!", "Let me know if ...") stay
 * @param contractions     kept as written, expanded ("do not") or made ("don't")
 * @param emoji            whether pictographs stay (other symbols, °, €, µ, always do)
 * @param exclamations     whether exclamation marks stay or become full stops
 * @param maxSentenceWords a sentence longer than this is split at its semicolons (0: no limit)
 */
public record ToneStyle(String name, String description, boolean openers, boolean closings,
                        Contractions contractions, boolean emoji, boolean exclamations, int maxSentenceWords,
                        String guidance) implements Serializable {

    /** What a style does with contractions. */
    public enum Contractions {
        KEEP, EXPAND, CONTRACT
    }
}
