package io.ragguard.text;

/**
 * An answer that declines: it opens with "I don't know" (the templates of the extractive generator,
 * confidence and answer-relevancy, and what a model is told to say when its sources do not answer),
 * runs to at most three sentences and states no figure. There is nothing in it to ground or cite, so
 * the grounding and citation checks skip it instead of refusing it; an answer that opens that way and
 * then goes on to give figures or a long story is judged like any other.
 */
public final class DontKnow {

    public static final String OPENING = "I don't know";
    private static final int MAX_SENTENCES = 3;

    private DontKnow() {
    }

    public static boolean declines(String answer) {
        String prose = Citations.strip(answer == null ? "" : answer).strip().replace('\u2019', '\'');
        return prose.startsWith(OPENING) && prose.chars().noneMatch(Character::isDigit)
                && Sentences.split(prose).size() <= MAX_SENTENCES;
    }
}
