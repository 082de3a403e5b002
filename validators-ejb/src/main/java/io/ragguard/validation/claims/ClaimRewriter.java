package io.ragguard.validation.claims;

import io.ragguard.text.Citations;
import io.ragguard.text.Words;
import io.ragguard.validation.grounding.CommonWords;
import io.ragguard.validation.spi.Evidence;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Rewrites an answer from its claim verdicts: a sentence whose claims are all supported is kept and
 * cited; otherwise supported claims are kept and cited one by one, contradicted ones removed with a
 * warning note, insufficient ones hedged ("It may be that ...", moderate) or omitted (strict). The
 * answer ends with the references it cites: {@code References: [1] Title; [2] Title}.
 */
final class ClaimRewriter {

    static final String HEDGE = "It may be that ";

    private ClaimRewriter() {
    }

    static String rewrite(List<String> sentences, List<ClaimVerdict> verdicts, Strictness strictness,
                          List<Evidence> evidence) {
        List<String> parts = new ArrayList<>();
        Set<Integer> cited = new LinkedHashSet<>();
        int removed = 0;
        int omitted = 0;
        for (int s = 0; s < sentences.size(); s++) {
            int sentence = s;
            List<ClaimVerdict> claims = verdicts.stream().filter(v -> v.claim().sentence() == sentence).toList();
            if (!claims.isEmpty() && claims.stream().allMatch(v -> v.label() == ClaimLabel.SUPPORTED)) {
                parts.add(cite(sentences.get(s), claims.stream().map(ClaimVerdict::evidenceNumber).toList(), cited));
                continue;
            }
            for (ClaimVerdict v : claims) {
                switch (v.label()) {
                    case SUPPORTED -> parts.add(cite(v.claim().text(), List.of(v.evidenceNumber()), cited));
                    case CONTRADICTORY -> removed++;
                    case INSUFFICIENT -> {
                        if (strictness == Strictness.STRICT) {
                            omitted++;
                        } else {
                            parts.add(HEDGE + decapitalise(v.claim().text()));
                        }
                    }
                    default -> throw new IllegalStateException(v.label().name());
                }
            }
        }
        if (parts.isEmpty()) {
            parts.add("The sources do not confirm this answer.");
        }
        if (removed > 0) {
            parts.add("Note: " + (removed == 1 ? "a statement that contradicted the sources was"
                    : removed + " statements that contradicted the sources were") + " removed.");
        }
        if (omitted > 0) {
            parts.add("Note: " + (omitted == 1 ? "a statement the sources do not support was"
                    : omitted + " statements the sources do not support were") + " left out.");
        }
        StringBuilder answer = new StringBuilder(String.join(" ", parts));
        List<String> references = new ArrayList<>();
        for (int number : cited) {
            evidence.stream().filter(e -> e.number() == number).findFirst()
                    .ifPresent(e -> references.add(Citations.marker(number) + " " + title(e)));
        }
        answer.append(Citations.referenceList(references));
        return answer.toString();
    }

    private static String cite(String text, List<Integer> numbers, Set<Integer> cited) {
        String result = text.strip();
        for (int number : new LinkedHashSet<>(numbers)) {
            if (number > 0) {
                result = Citations.cite(result, number);
                cited.add(number);
            }
        }
        return result;
    }

    private static String title(Evidence e) {
        return e.title() == null || e.title().isBlank() ? e.id() : e.title().strip();
    }

    /** Lower-cases the first letter unless the first word is a name rather than a function word. */
    static String decapitalise(String text) {
        String first = text.split("\\s+", 2)[0];
        String bare = first.replaceAll("[^\\p{L}'’-]", "");
        boolean capitalisedOnly = bare.length() > 1 && Character.isUpperCase(bare.charAt(0))
                && bare.substring(1).equals(bare.substring(1).toLowerCase(Locale.ROOT));
        if (Words.stopwords().contains(first.toLowerCase(Locale.ROOT))
                || capitalisedOnly && CommonWords.contains(bare)) {
            return Character.toLowerCase(text.charAt(0)) + text.substring(1);
        }
        return text;
    }
}
