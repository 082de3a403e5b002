package io.ragguard.validation.terminology;

import io.ragguard.tenant.boundary.TenantView;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rival vocabulary: the terms other tenants of the same domain use for a canonical concept the
 * tenant has its own term for ({@code bluebay}'s "Garden Club Rewards" is {@code northwind}'s
 * "Trail Points"). Terms match as whole words, in any case, with any white space between their
 * words, optionally followed by a plural or possessive "s"; a match inside one of the tenant's own
 * terms is not a rival.
 */
public final class RivalTerms {

    /** A rival tenant's term and the tenant's own term for the same canonical concept. */
    public record Substitution(String canonical, String rival, String own) {
    }

    private RivalTerms() {
    }

    /** The substitutions for the tenant, longest rival term first; none for a term it shares. */
    public static List<Substitution> of(TenantView own, Collection<TenantView> tenants) {
        Set<String> ownTerms = new HashSet<>();
        own.terms().values().forEach(term -> ownTerms.add(term.toLowerCase(Locale.ROOT)));
        Set<String> seen = new HashSet<>();
        List<Substitution> substitutions = new ArrayList<>();
        for (TenantView other : tenants) {
            if (other.id().equals(own.id()) || !other.domain().equals(own.domain())) {
                continue;
            }
            for (Map.Entry<String, String> term : other.terms().entrySet()) {
                String mine = own.terms().get(term.getKey());
                String rival = term.getValue().strip();
                String key = rival.toLowerCase(Locale.ROOT);
                if (mine != null && !rival.isEmpty() && !ownTerms.contains(key) && seen.add(key)) {
                    substitutions.add(new Substitution(term.getKey(), rival, mine));
                }
            }
        }
        substitutions.sort(Comparator.comparingInt((Substitution s) -> -s.rival().length())
                .thenComparing(Substitution::rival));
        return List.copyOf(substitutions);
    }

    /** The rival terms the text uses, as written there, in the order of {@code substitutions}. */
    public static List<String> found(String text, List<Substitution> substitutions) {
        List<String> found = new ArrayList<>();
        List<int[]> protectedSpans = spans(text, substitutions.stream().map(Substitution::own).toList());
        for (Substitution s : substitutions) {
            Matcher m = pattern(s.rival()).matcher(text);
            while (m.find()) {
                if (!inside(m.start(), m.end(), protectedSpans)) {
                    found.add(m.group(1));
                }
            }
        }
        return found;
    }

    /** The text with every rival term replaced by the tenant's own, in the case it was written. */
    public static String substitute(String text, List<Substitution> substitutions) {
        String result = text;
        List<String> ownTerms = substitutions.stream().map(Substitution::own).toList();
        for (Substitution s : substitutions) {
            List<int[]> protectedSpans = spans(result, ownTerms);
            Matcher m = pattern(s.rival()).matcher(result);
            StringBuilder out = new StringBuilder();
            int last = 0;
            while (m.find()) {
                if (inside(m.start(), m.end(), protectedSpans)) {
                    continue;
                }
                out.append(result, last, m.start()).append(inCaseOf(m.group(1), s.own())).append(m.group(2));
                last = m.end();
            }
            result = out.append(result.substring(last)).toString();
        }
        return result;
    }

    /** The own term in the case of the rival as written: all capitals, or a capital first letter. */
    static String inCaseOf(String written, String own) {
        if (own.isEmpty() || written.isEmpty()) {
            return own;
        }
        boolean hasLetters = written.chars().anyMatch(Character::isLetter);
        if (hasLetters && written.length() > 1 && written.equals(written.toUpperCase(Locale.ROOT))) {
            return own.toUpperCase(Locale.ROOT);
        }
        if (Character.isUpperCase(written.charAt(0)) && Character.isLowerCase(own.charAt(0))) {
            return Character.toUpperCase(own.charAt(0)) + own.substring(1);
        }
        return own;
    }

    private static Pattern pattern(String term) {
        List<String> words = new ArrayList<>();
        for (String word : term.strip().split("\\s+")) {
            words.add(Pattern.quote(word));
        }
        return Pattern.compile("(?<![\\p{L}\\p{N}])(" + String.join("\\s+", words) + ")((?:['’]s|s)?)(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE);
    }

    private static List<int[]> spans(String text, List<String> terms) {
        List<int[]> spans = new ArrayList<>();
        for (String term : terms) {
            Matcher m = pattern(term).matcher(text);
            while (m.find()) {
                spans.add(new int[] {m.start(), m.end()});
            }
        }
        return spans;
    }

    private static boolean inside(int start, int end, List<int[]> spans) {
        return spans.stream().anyMatch(span -> span[0] <= start && end <= span[1]);
    }
}
