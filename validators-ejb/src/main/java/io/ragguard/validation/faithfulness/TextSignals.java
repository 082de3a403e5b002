package io.ragguard.validation.faithfulness;

import io.ragguard.text.Citations;
import io.ragguard.text.Words;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The surface signals faithfulness looks at: stems of content words (the first six letters of the
 * folded word, so "confirmed" meets "confirms"), content bigrams, numbers normalised ("1,000" and
 * "one thousand" are not the same, but "1,000" and "1000", "five" and "5" are) with the unit that
 * follows them, capitalised names, negation cues and antonyms from a short list.
 */
final class TextSignals {

    private static final Pattern NUMBER = Pattern.compile(
            "(?<![\\p{L}\\p{N}])(\\d+(?:[.,]\\d+)*)\\s*(%|[\\p{L}$€£µ]+)?");
    private static final Pattern NAME = Pattern.compile("(?<![\\p{L}\\p{N}'’])\\p{Lu}[\\p{L}\\p{N}'’-]*");
    private static final Map<String, String> NUMBER_WORDS = numberWords();
    private static final Set<String> UNITS = Set.of("%", "percent", "mg", "g", "kg", "mcg", "µg", "ml", "l",
            "km", "m", "cm", "mm", "mi", "miles", "ft", "feet", "days", "day", "hours", "hour", "minutes", "minute",
            "seconds", "weeks", "week", "months", "month", "years", "year", "million", "billion", "thousand",
            "hundred", "usd", "eur", "dollars", "euros", "pounds", "times", "mph", "kmh", "tablets", "doses");
    private static final Set<String> NEGATIONS = Set.of("not", "no", "never", "none", "nobody", "nothing",
            "neither", "nor", "without", "cannot", "nowhere", "hardly", "refused", "denied", "failed", "lack");
    private static final Map<String, String> ANTONYMS = antonyms(
            "increase decrease", "increased decreased", "increases decreases", "rise fall", "rose fell",
            "more less", "more fewer", "higher lower", "larger smaller", "bigger smaller", "before after",
            "first last", "earliest latest", "win lose", "won lost", "accept reject", "accepted rejected",
            "allow prohibit", "allowed prohibited", "allowed banned", "include exclude", "included excluded",
            "open closed", "true false", "always never", "older younger", "oldest youngest", "maximum minimum",
            "above below", "start end", "buy sell", "bought sold", "male female", "north south", "east west",
            "positive negative", "success failure", "agree disagree", "agreed refused", "legal illegal",
            "same different", "major minor", "early late", "earlier later", "best worst", "full empty",
            "add remove", "added removed", "strong weak", "rich poor", "cheap expensive", "approve deny",
            "approved denied", "married divorced", "alive dead", "born died", "arrive leave", "arrived left",
            "inside outside", "import export", "love hate", "happy sad", "easy difficult", "safe dangerous",
            "required optional", "mandatory optional", "public private", "majority minority", "lost found",
            "yes no", "like dislike", "likes dislikes", "can't can", "husband wife", "son daughter",
            "brother sister", "father mother", "boy girl", "men women", "man woman", "he she", "his her",
            "morning evening", "today tomorrow", "yesterday tomorrow", "asked told");

    private TextSignals() {
    }

    /** Lower-cased word tokens, citation markers left out. */
    static List<String> words(String text) {
        return Words.tokens(text);
    }

    static String stem(String word) {
        String folded = Words.fold(word);
        return folded.length() > 6 ? folded.substring(0, 6) : folded;
    }

    static List<String> stems(String text) {
        return stems(words(text));
    }

    /** The stems of the content words among {@code words} (as {@link #words} gives them), in order. */
    static List<String> stems(List<String> words) {
        return words.stream().filter(Words::isContent).map(TextSignals::stem).toList();
    }

    static Set<String> bigrams(String text) {
        return bigrams(stems(text));
    }

    /** Consecutive pairs of {@code stems}, joined by a space. */
    static Set<String> bigrams(List<String> stems) {
        Set<String> grams = new LinkedHashSet<>();
        for (int i = 1; i < stems.size(); i++) {
            grams.add(stems.get(i - 1) + " " + stems.get(i));
        }
        return grams;
    }

    /** Runs of {@code n} consecutive {@code words} (stop words included), joined by a space. */
    static Set<String> wordGrams(List<String> words, int n) {
        Set<String> grams = new LinkedHashSet<>();
        for (int i = n; i <= words.size(); i++) {
            grams.add(String.join(" ", words.subList(i - n, i)));
        }
        return grams;
    }

    /** Normalised numbers of the text (digits and number words), each with the unit after it or "". */
    static Map<String, String> numbers(String text) {
        return numberSignals(text, words(text)).units();
    }

    /**
     * The number signals of a text in one pass: {@code units} as {@link #numbers} gives them, and
     * {@code withUnits} the numbers written with a known unit after them, as "5 mg".
     */
    record Numbers(Map<String, String> units, Set<String> withUnits) {
    }

    /** {@link Numbers} of {@code text}, whose {@link #words} the caller has already. */
    static Numbers numberSignals(String text, List<String> words) {
        Map<String, String> numbers = new LinkedHashMap<>();
        Set<String> pairs = new LinkedHashSet<>();
        Matcher m = NUMBER.matcher(Citations.strip(text));
        while (m.find()) {
            String unit = m.group(2) == null ? "" : m.group(2).toLowerCase(Locale.ROOT);
            String number = normalise(m.group(1));
            boolean known = UNITS.contains(unit);
            numbers.putIfAbsent(number, known ? unit : "");
            if (known) {
                pairs.add(number + " " + unit);
            }
        }
        for (String word : words) {
            String digits = NUMBER_WORDS.get(word);
            if (digits != null) {
                numbers.putIfAbsent(digits, "");
            }
        }
        return new Numbers(numbers, pairs);
    }

    static String normalise(String number) {
        String n = number.replace(",", "");
        if (n.contains(".")) {
            n = n.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return n.replaceFirst("^0+(?=\\d)", "");
    }

    /** Capitalised words, folded to lower case; function words ("The", "It") are not names. */
    static List<String> names(String text) {
        List<String> names = new ArrayList<>();
        Matcher m = NAME.matcher(Citations.strip(text));
        while (m.find()) {
            String word = m.group().toLowerCase(Locale.ROOT).replace('’', '\'');
            if (Words.isContent(word) && !NUMBER_WORDS.containsKey(word)) {
                names.add(Words.fold(word));
            }
        }
        return names;
    }

    static int negations(List<String> words) {
        int count = 0;
        for (String w : words) {
            if (NEGATIONS.contains(w) || w.endsWith("n't") || w.endsWith("n’t")) {
                count++;
            }
        }
        return count;
    }

    /** The antonym the list gives for a word, or null. */
    static String antonym(String word) {
        return ANTONYMS.get(word);
    }

    private static Map<String, String> antonyms(String... pairs) {
        Map<String, String> map = new HashMap<>();
        for (String pair : pairs) {
            String[] two = pair.split(" ");
            map.putIfAbsent(two[0], two[1]);
            map.putIfAbsent(two[1], two[0]);
        }
        return Map.copyOf(map);
    }

    private static Map<String, String> numberWords() {
        String[] words = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
            "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
            "twenty"};
        Map<String, String> map = new HashMap<>();
        for (int i = 0; i < words.length; i++) {
            map.put(words[i], Integer.toString(i));
        }
        map.put("thirty", "30");
        map.put("forty", "40");
        map.put("fifty", "50");
        map.put("hundred", "100");
        map.put("dozen", "12");
        return Map.copyOf(map);
    }
}
