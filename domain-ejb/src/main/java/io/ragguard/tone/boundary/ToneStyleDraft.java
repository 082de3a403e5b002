package io.ragguard.tone.boundary;

import io.ragguard.request.InvalidRequestException;
import io.ragguard.request.Problem;

import java.util.Locale;
import java.util.Optional;

/**
 * A tone style as an admin writes it: a rule left out is off, contractions are kept, and there is no sentence
 * limit. It becomes a {@link ToneStyle} only when {@link ToneStyles#problem} finds nothing wrong with it.
 *
 * @param contractions {@code keep}, {@code expand} or {@code contract}, in any case
 */
public record ToneStyleDraft(String name, String description, Boolean openers, Boolean closings,
                             String contractions, Boolean emoji, Boolean exclamations, Integer maxSentenceWords,
                             String guidance) {

    /**
     * The style this draft describes, named by {@code pathName} when the request's path names it (null: by
     * the draft's own name).
     *
     * @throws InvalidRequestException naming the field at fault
     */
    public ToneStyle style(String pathName) {
        problem(pathName).ifPresent(Problem::raise);
        return unchecked(pathName);
    }

    /** What is wrong with the draft under {@code pathName} (null: its own name), if anything. */
    public Optional<Problem> problem(String pathName) {
        if (pathName != null && name != null && !name.strip().equalsIgnoreCase(pathName)) {
            return Problem.of("name", "the body names " + name + ", the path " + pathName);
        }
        if (contractions != null && !contractions.isBlank() && contractionsRule() == null) {
            return Problem.of("contractions", "contractions must be keep, expand or contract");
        }
        return ToneStyles.problem(unchecked(pathName));
    }

    private ToneStyle unchecked(String pathName) {
        String given = pathName != null ? pathName : name == null ? "" : name;
        ToneStyle.Contractions rule = contractions == null || contractions.isBlank() ? ToneStyle.Contractions.KEEP
                : contractionsRule();
        return new ToneStyle(given.strip().toLowerCase(Locale.ROOT), description, on(openers), on(closings), rule,
                on(emoji), on(exclamations), maxSentenceWords == null ? 0 : maxSentenceWords,
                guidance == null ? "" : guidance);
    }

    private ToneStyle.Contractions contractionsRule() {
        for (ToneStyle.Contractions rule : ToneStyle.Contractions.values()) {
            if (rule.name().equalsIgnoreCase(contractions.strip())) {
                return rule;
            }
        }
        return null;
    }

    private static boolean on(Boolean value) {
        return Boolean.TRUE.equals(value);
    }
}
