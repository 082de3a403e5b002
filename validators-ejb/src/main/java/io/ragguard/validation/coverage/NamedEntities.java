package io.ragguard.validation.coverage;

import io.ragguard.text.Citations;
import io.ragguard.text.Words;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A simple heuristic for named entities, meant to find names an answer may have invented, not to
 * be complete:
 * <ul>
 * <li>runs of two or more capitalized words separated by single spaces, with {@code &} or
 *     {@code of} allowed inside ("Garden Club Rewards", "Bank of Boston"); capitalized function
 *     words at the start of a run ("The", "If") are dropped, so a sentence's first word only counts
 *     when it is a name itself;</li>
 * <li>a capitalized name followed by a number ("Model 3", "Summit Pro 2");</li>
 * <li>product codes and brand spellings: a word of letters then digits ("X200", "RG-400") or with
 *     a capital inside after lower-case letters ("iPhone").</li>
 * </ul>
 * Punctuation ends a run, so names never span sentences. An entity is covered when the evidence
 * holds it, ignoring case and white space.
 */
public final class NamedEntities {

    private static final Pattern TOKEN = Pattern.compile("[\\p{L}\\p{N}]+(?:[-'’.][\\p{L}\\p{N}]+)*|&");
    private static final Pattern NUMBER = Pattern.compile("\\p{N}+(?:[.,]\\p{N}+)*");
    private static final Pattern PRODUCT = Pattern.compile("\\p{L}+-?\\p{N}+[\\p{L}\\p{N}]*|\\p{Ll}+\\p{Lu}[\\p{L}\\p{N}]*");
    private static final Set<String> CONNECTORS = Set.of("&", "of");

    private record Token(String word, int start, int end) {
    }

    private NamedEntities() {
    }

    /** The entities of the text, in order of appearance, each once. */
    public static List<String> in(String text) {
        String plain = Citations.strip(text == null ? "" : text);
        Set<String> entities = new LinkedHashSet<>();
        List<Token> run = new ArrayList<>();
        Matcher m = TOKEN.matcher(plain);
        int lastEnd = -1;
        while (m.find()) {
            Token token = new Token(m.group(), m.start(), m.end());
            boolean adjacent = lastEnd >= 0 && plain.substring(lastEnd, m.start()).matches("[ \\t]+");
            if (!adjacent) {
                flush(plain, run, entities);
            }
            String word = m.group();
            if (isName(word) || !run.isEmpty() && (CONNECTORS.contains(word) || NUMBER.matcher(word).matches())) {
                run.add(token);
            } else {
                flush(plain, run, entities);
            }
            if (PRODUCT.matcher(word).matches()) {
                entities.add(word);
            }
            lastEnd = m.end();
        }
        flush(plain, run, entities);
        return List.copyOf(entities);
    }

    /** The entities of the answer that none of the evidence texts holds. */
    public static List<String> uncovered(List<String> entities, Collection<String> evidence) {
        String corpus = normalize(String.join("\n", evidence));
        return entities.stream().filter(entity -> !corpus.contains(normalize(entity))).toList();
    }

    private static void flush(String text, List<Token> run, Set<String> entities) {
        int first = 0;
        while (first < run.size() && !isContentName(run.get(first).word())) {
            first++;
        }
        int last = run.size() - 1;
        while (last >= first && CONNECTORS.contains(run.get(last).word())) {
            last--;
        }
        long names = run.subList(first, last + 1).stream().filter(t -> isContentName(t.word())).count();
        boolean numbered = last >= first && NUMBER.matcher(run.get(last).word()).matches();
        if (names >= 2 || names >= 1 && numbered) {
            entities.add(text.substring(run.get(first).start(), run.get(last).end()));
        }
        run.clear();
    }

    private static boolean isName(String word) {
        return word.length() > 1 && Character.isUpperCase(word.charAt(0));
    }

    private static boolean isContentName(String word) {
        return isName(word) && !Words.stopwords().contains(word.toLowerCase(Locale.ROOT));
    }

    private static String normalize(String text) {
        return Citations.strip(text).toLowerCase(Locale.ROOT).replaceAll("\\s+", " ");
    }
}
