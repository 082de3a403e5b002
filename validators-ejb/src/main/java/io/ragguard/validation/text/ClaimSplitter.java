package io.ragguard.validation.text;

import io.ragguard.text.Citations;
import io.ragguard.text.Sentences;
import io.ragguard.text.Words;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decomposes an answer into atomic claims: its sentences (citation markers removed), each split
 * further at {@code "; "}, {@code ", and "}, {@code ", but "} and {@code " and "} when both sides
 * read as clauses: at least three words, one of them a common auxiliary or verb or a word ending in
 * {@code -ed}. "Apples and pears are fruit" stays whole; "Paris is the capital, and it has 2 million
 * people" becomes two claims. A joint inside a range is no joint ({@link Figures#insideRange}): "The vials
 * are stored between 2 °C and 8 °C and kept dark" cut after "2 °C" would leave a claim, and a served
 * patch, that states one end of the range as the whole. Deliberately simple: no parser, no coreference.
 */
public final class ClaimSplitter {

    /** A claim and the index of the answer sentence it came from. */
    public record Claim(String text, int sentence) {
    }

    private static final Pattern JOINT = Pattern.compile(";\\s+|,\\s+(?:and|but)\\s+|\\s+and\\s+");
    private static final Set<String> VERBS = Set.of("is", "are", "was", "were", "be", "been", "has", "have", "had",
            "do", "does", "did", "will", "would", "can", "could", "may", "might", "must", "should", "shall",
            "isn't", "aren't", "wasn't", "weren't", "doesn't", "don't", "didn't", "won't", "can't", "cannot",
            "says", "said", "makes", "made", "takes", "took", "gives", "gave", "offers", "includes", "requires",
            "covers", "contains", "became", "becomes", "won", "wins", "lost", "plays", "played", "lives", "died",
            "born", "wrote", "writes", "founded", "owns", "runs", "ran", "leads", "led", "went", "goes", "got",
            "gets", "came", "comes", "began", "begins", "starts", "ends", "needs", "wants", "asks", "tells", "told");

    private ClaimSplitter() {
    }

    public static List<Claim> split(String answer) {
        return split(Sentences.split(Citations.strip(answer)));
    }

    /** The claims of an answer given as its sentences (citation markers removed). */
    public static List<Claim> split(List<String> sentences) {
        List<Claim> claims = new ArrayList<>();
        for (int s = 0; s < sentences.size(); s++) {
            for (String clause : clauses(sentences.get(s))) {
                claims.add(new Claim(clause, s));
            }
        }
        return claims;
    }

    /** The clauses of one sentence, at the first joint whose both sides are clauses, recursively. */
    static List<String> clauses(String sentence) {
        return pieces(sentence).stream().map(Piece::claim).filter(Objects::nonNull).toList();
    }

    /**
     * A run of a sentence's characters: a clause, with the claim it reads as (finished with a full stop,
     * capitalised), or the joint between two clauses ({@code claim} null).
     */
    public record Piece(String text, String claim) {
    }

    /**
     * The sentence cut at its clause joints: clause, joint, clause...; the pieces' texts concatenate to
     * the sentence, and each cut falls between word pieces of the embedding model's tokenizer, so the
     * clauses can be pooled from one pass over the sentence. One piece when the sentence is one clause.
     */
    public static List<Piece> pieces(String sentence) {
        Matcher m = JOINT.matcher(sentence);
        while (m.find()) {
            String left = sentence.substring(0, m.start()).strip();
            String right = sentence.substring(m.end()).strip();
            if (isClause(left) && isClause(right) && !Figures.insideRange(sentence, m.start(), m.end())) {
                List<Piece> pieces = new ArrayList<>();
                pieces.add(new Piece(sentence.substring(0, m.start()), finish(left)));
                pieces.add(new Piece(m.group(), null));
                List<Piece> rest = pieces(sentence.substring(m.end()));
                pieces.add(new Piece(rest.get(0).text(), capitalise(rest.get(0).claim())));
                pieces.addAll(rest.subList(1, rest.size()));
                return pieces;
            }
        }
        return List.of(new Piece(sentence, sentence));
    }

    static boolean isClause(String text) {
        List<String> words = Words.tokens(text);
        return words.size() >= 3
                && words.stream().anyMatch(w -> VERBS.contains(w) || w.length() > 4 && w.endsWith("ed"));
    }

    private static String finish(String clause) {
        return ".!?".indexOf(clause.charAt(clause.length() - 1)) >= 0 ? clause : clause + ".";
    }

    private static String capitalise(String clause) {
        return clause.isEmpty() ? clause : Character.toUpperCase(clause.charAt(0)) + clause.substring(1);
    }
}
