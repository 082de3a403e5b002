package io.ragguard.validation.grounding;

import io.ragguard.text.Citations;
import io.ragguard.text.Words;
import io.ragguard.validation.text.Units;
import io.ragguard.validation.text.NumberWords;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The surface signals faithfulness looks at: stems of content words (the first six letters of the
 * folded word, so "confirmed" meets "confirms"), content bigrams, numbers normalised ("1,000" and
 * "one thousand" are not the same, but "1,000" and "1000", "five" and "5" are) with the unit that
 * follows them, capitalised names, negation cues and antonyms from a short list. Words are compared
 * with their numbers written one way ({@link #words}), so "a 30-day window" holds "30 days".
 */
final class TextSignals {

    /** A number, the currency sign before it if any ("$14.95" is "14.95 usd") and the word after it. */
    private static final Pattern NUMBER = Pattern.compile(
            "(?:([$€£])\\s?)?(?<![\\p{L}\\p{N}])(\\d+(?:[.,]\\d+)*)(?:-|\\s*)(%|[\\p{L}µ]+)?");
    private static final Pattern DIGITS = Pattern.compile("\\d+(?:[.,]\\d+)*");
    /** An amount after a currency sign, and a number before a per cent sign: "$5", "10 %". */
    private static final Pattern SIGNED = Pattern.compile("([$€£])\\s?(\\d+(?:[.,]\\d+)*)|(\\d)\\s?%");
    /** A capitalised word, not the capitalised part of a hyphenated one ("non-Test"). */
    private static final Pattern NAME = Pattern.compile("(?<![\\p{L}\\p{N}'’-])\\p{Lu}[\\p{L}\\p{N}'’-]*");
    private static final Map<String, String> NUMBER_WORDS = numberWords();
    /**
     * The words that are units after a number, each by the one form it is compared in ({@link Units}: "10
     * percent" is "10 %", "4 grams" is "4 g", "5 pounds" is "5 lb"); a group lists the ways of writing one unit.
     */
    private static final Map<String, String> UNITS = units(
            "% percent", "mg milligram milligrams", "g gram grams", "kg kilogram kilograms",
            "mcg µg microgram micrograms", "ml milliliter milliliters millilitre millilitres",
            "l liter liters litre litres", "km kilometer kilometers kilometre kilometres",
            "m meter meters metre metres", "cm centimeter centimeters centimetre centimetres",
            "mm millimeter millimeters millimetre millimetres", "mi mile miles", "ft foot feet",
            "day days", "hour hours hr hrs h", "minute minutes min mins", "second seconds sec secs",
            "week weeks", "month months", "year years", "million", "billion", "thousand", "hundred",
            "usd dollar dollars", "eur euro euros", "gbp", "lb lbs pound pounds", "times", "mph", "kmh",
            "tablet tablets", "dose doses");
    /** The ways each unit is written, by the form it is compared in. */
    private static final Map<String, List<String>> UNIT_FORMS = UNITS.keySet().stream()
            .collect(Collectors.groupingBy(UNITS::get));
    /** Each way of writing a unit, by the word it is written as after a number in {@link #words}: "grams" for "g". */
    private static final Map<String, String> UNIT_WORDS = UNITS.keySet().stream().collect(Collectors.toUnmodifiableMap(
            form -> form, form -> UNIT_FORMS.get(UNITS.get(form)).stream().max(TextSignals::spelledOut).orElseThrow()));
    private static final Map<String, String> CURRENCIES = Map.of("$", Units.canonical("$"), "€",
            Units.canonical("€"), "£", Units.canonical("£"));
    /** Month names as abbreviated, by their full name ("may" and "mar" are words too, and left alone). */
    private static final Map<String, String> MONTHS = Map.ofEntries(Map.entry("jan", "january"),
            Map.entry("feb", "february"), Map.entry("apr", "april"), Map.entry("jun", "june"),
            Map.entry("jul", "july"), Map.entry("aug", "august"), Map.entry("sep", "september"),
            Map.entry("sept", "september"), Map.entry("oct", "october"), Map.entry("nov", "november"),
            Map.entry("dec", "december"));
    private static final Set<String> NEGATIONS = Set.of("not", "no", "never", "none", "nobody", "nothing",
            "neither", "nor", "without", "cannot", "nowhere", "hardly", "refused", "denied", "failed", "lack");
    /**
     * Words that state a negation by their meaning, not by a cue: "are excluded" says "are not
     * covered". A cue just before one of them cancels it ("not excluded").
     */
    private static final Set<String> NEGATIVE_WORDS = Set.of("exclude", "excludes", "excluded", "excluding",
            "prohibited", "prohibits", "forbidden", "forbids", "banned", "unable", "absent");
    /** What "no" may deny and still mean "free": "at no cost", "no charge". */
    private static final Set<String> PRICES = Set.of("cost", "costs", "charge", "charges", "fee", "fees", "payment");
    /** What "nothing" may follow and still mean "free": "costs nothing". */
    private static final Set<String> PAYING = Set.of("cost", "costs", "charge", "charges", "pay", "pays", "paid");
    /** How many words before a negative word a cue may stand and cancel it. */
    private static final int CANCEL_WORDS = 3;
    /** Words that, before "than", bound a quantity; a negation just before them is part of the bound. */
    private static final Set<String> COMPARATIVES = Set.of("more", "less", "fewer", "longer", "later", "earlier",
            "greater", "higher", "lower", "over", "under", "above", "below", "sooner", "older", "younger");
    /** How many words after a negation cue may stand before the comparison that makes it a bound. */
    private static final int BOUND_WORDS = 2;
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

    /**
     * Lower-cased word tokens, citation markers left out, with numbers written one way: number words
     * as digits ("three" is "3", "twenty-five" is "25"), compounds of numbers and units split ("30-day"
     * is "30 days", "3-5" is "3 5"), signs spelled out ("$5" is "5 dollars", "10%" is "10 percent") and a
     * unit after a number in one spelling ("4 g" is "4 grams").
     */
    static List<String> words(String text) {
        String spelled = SIGNED.matcher(Citations.strip(text)).replaceAll(m -> m.group(1) != null
                ? m.group(2) + " " + CURRENCIES.get(m.group(1)) : m.group(3) + " percent");
        List<String> words = new ArrayList<>();
        for (String token : Words.tokens(spelled)) {
            String number = numberWord(token);
            if (number != null) {
                words.add(number);
            } else if (numberCompound(token)) {
                for (String part : token.split("-")) {
                    words.add(Objects.requireNonNullElse(NUMBER_WORDS.get(part), part));
                }
            } else {
                words.add(token);
            }
        }
        for (int i = 1; i < words.size(); i++) {
            if (UNIT_WORDS.containsKey(words.get(i)) && DIGITS.matcher(words.get(i - 1)).matches()) {
                words.set(i, UNIT_WORDS.get(words.get(i)));
            }
        }
        return words;
    }

    /**
     * Whether a hyphenated word is made of numbers and units only, with a number among them ("30-day",
     * "two-year", "3-5"), rather than a name that holds a number ("COVID-19", "WNP-5") or a compound
     * such as "16-year-old", which are kept whole.
     */
    private static boolean numberCompound(String token) {
        if (token.indexOf('-') < 0) {
            return false;
        }
        String[] parts = token.split("-");
        return Arrays.stream(parts).anyMatch(TextSignals::isNumber)
                && Arrays.stream(parts).allMatch(part -> isNumber(part) || UNITS.containsKey(part));
    }

    private static boolean isNumber(String word) {
        return DIGITS.matcher(word).matches() || NUMBER_WORDS.containsKey(word);
    }

    /** The digits of a number word ("five", "twenty-five", "dozen"), or null. */
    private static String numberWord(String word) {
        String digits = NUMBER_WORDS.get(word);
        int value = digits == null ? NumberWords.value(word) : -1;
        return value >= 0 ? Integer.toString(value) : digits;
    }

    /** Orders the ways of writing a unit so that the longest, plural word comes last ("grams" after "g"). */
    private static int spelledOut(String a, String b) {
        return a.length() != b.length() ? Integer.compare(a.length(), b.length()) : a.compareTo(b);
    }

    /** The first six letters of the folded word; an abbreviated month stands for its full name. */
    static String stem(String word) {
        String folded = Words.fold(MONTHS.getOrDefault(word, word));
        return folded.length() > 6 ? folded.substring(0, 6) : folded;
    }

    static List<String> stems(String text) {
        return stems(words(text));
    }

    /** The stems of the content words among {@code words} (as {@link #words} gives them), in order. */
    static List<String> stems(List<String> words) {
        return words.stream().filter(Words::isContent).map(TextSignals::stem).toList();
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
            String written = m.group(3) == null ? "" : m.group(3).toLowerCase(Locale.ROOT);
            String unit = UNITS.get(written);
            String number = normalise(m.group(2));
            numbers.putIfAbsent(number, unit == null ? "" : unit);
            if (unit != null) {
                pairs.add(number + " " + unit);
            }
            if (m.group(1) != null) {
                // a sign's unit stands wherever the number is written without one
                String currency = CURRENCIES.get(m.group(1));
                numbers.computeIfPresent(number, (n, known) -> known.isEmpty() ? currency : known);
                pairs.add(number + " " + currency);
            }
        }
        // numbers the text spells out ("three", "two-year"), which {@link #words} gives as digits
        for (int i = 0; i < words.size(); i++) {
            if (DIGITS.matcher(words.get(i)).matches()) {
                String unit = i + 1 < words.size() ? UNITS.get(words.get(i + 1)) : null;
                String number = normalise(words.get(i));
                numbers.putIfAbsent(number, unit == null ? "" : unit);
                if (unit != null) {
                    pairs.add(number + " " + unit);
                }
            }
        }
        return new Numbers(numbers, pairs);
    }

    /**
     * Every way of writing the units of {@code numbers}: the words a text that writes "10%" or "$5"
     * also supports ("percent", "dollars"), so a claim that spells the unit out is not missing it.
     */
    static List<String> unitWords(Numbers numbers) {
        return numbers.units().values().stream().distinct()
                .flatMap(unit -> UNIT_FORMS.getOrDefault(unit, List.of()).stream()).toList();
    }

    static String normalise(String number) {
        String n = number.replace(",", "");
        if (n.contains(".")) {
            n = n.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return n.replaceFirst("^0+(?=\\d)", "");
    }

    /**
     * Capitalised words, folded to lower case; function words ("The", "It") are not names, nor is a
     * common word capitalised only because it opens a sentence ("Customers may ..."): one the
     * dictionary knows in lower case and never capitalised ({@link CommonWords}). "China" and "Bill"
     * open a sentence as names: the dictionary also knows them capitalised.
     */
    static List<String> names(String text) {
        List<String> names = new ArrayList<>();
        String stripped = Citations.strip(text);
        Matcher m = NAME.matcher(stripped);
        while (m.find()) {
            // a plural possessive ("Alice in Chains' album") names Chains
            String word = m.group().toLowerCase(Locale.ROOT).replace('’', '\'').replaceAll("'+$", "");
            if (Words.isContent(word) && !NUMBER_WORDS.containsKey(word)
                    && !(opensSentence(stripped, m.start()) && CommonWords.SET.contains(word))) {
                names.add(Words.fold(word));
            }
        }
        return names;
    }

    /** Whether only quotes, brackets and white space stand between {@code at} and the text's start or a full stop. */
    private static boolean opensSentence(String text, int at) {
        for (int i = at - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '.' || c == '!' || c == '?' || c == '\n') {
                return true;
            }
            if (!Character.isWhitespace(c) && "\"'“‘([*-–—".indexOf(c) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * English words the dictionary lists in lower case only (62,906; from Debian's wamerican, SCOWL,
     * see {@code common-words.NOTICE}): read once, when a name first needs them.
     */
    /** Reads the word lists the signals use (a third of a second) now, rather than on the first answer. */
    static void load() {
        CommonWords.SET.size(); // loads the list
        Lexicon.wordNet();
    }

    /**
     * The negation cues among {@code words}, leaving out those that only bound a quantity: "no more
     * than 4 g", "should not take more than 4 g" and "do not exceed 4 g" say what "a maximum of 4 g"
     * says, and "no later than Friday" what "by Friday" says.
     */
    static int negations(List<String> words) {
        int count = 0;
        for (int i = 0; i < words.size(); i++) {
            String w = words.get(i);
            if ((NEGATIONS.contains(w) || w.endsWith("n't") || w.endsWith("n’t")) && !bound(words, i + 1)
                    && !price(words, i)) {
                count++;
            }
        }
        return count;
    }

    /**
     * Whether the words state a negation: a cue ({@link #negations}), or a word negative by its meaning
     * ("excluded", "prohibited") that no cue just before it cancels ("not excluded").
     */
    static boolean negated(List<String> words) {
        int cues = negations(words);
        for (int i = 0; i < words.size(); i++) {
            if (NEGATIVE_WORDS.contains(words.get(i))) {
                boolean cancelled = false;
                for (int j = Math.max(0, i - CANCEL_WORDS); j < i && !cancelled; j++) {
                    cancelled = negations(words.subList(j, j + 1)) > 0;
                }
                if (!cancelled) {
                    return true;
                }
                cues--;
            }
        }
        return cues > 0;
    }



    /**
     * Whether a cue only says that something is free, as "free of charge" says it: "at no cost", "no
     * extra charge", "costs nothing".
     */
    private static boolean price(List<String> words, int cue) {
        String w = words.get(cue);
        return w.equals("no") && cue + 1 < words.size() && PRICES.contains(words.get(cue + 1))
                || w.equals("no") && cue + 2 < words.size() && words.get(cue + 1).equals("extra")
                        && PRICES.contains(words.get(cue + 2))
                || w.equals("nothing") && cue > 0 && PAYING.contains(words.get(cue - 1));
    }

    /** Whether a comparison follows within {@value #BOUND_WORDS} words of {@code from}: "more than", "exceed". */
    private static boolean bound(List<String> words, int from) {
        for (int i = from; i < Math.min(words.size(), from + BOUND_WORDS); i++) {
            String w = words.get(i);
            if (w.startsWith("exceed") || COMPARATIVES.contains(w) && i + 1 < words.size()
                    && words.get(i + 1).equals("than")) {
                return true;
            }
        }
        return false;
    }

    /** The antonym the list gives for a word, or null. */
    static String antonym(String word) {
        return ANTONYMS.get(word);
    }

    /** Each group: the form compared first, then the other ways of writing it. */
    private static Map<String, String> units(String... groups) {
        Map<String, String> units = new HashMap<>();
        for (String group : groups) {
            String[] forms = group.split(" ");
            for (String form : forms) {
                units.put(form, Units.canonical(forms[0]));
            }
        }
        return Map.copyOf(units);
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

    /** The single number words, by their digits: those of {@link NumberWords}, "hundred" and "dozen". */
    private static Map<String, String> numberWords() {
        Map<String, String> map = new HashMap<>(Map.of("hundred", "100", "dozen", "12"));
        for (String word : NumberWords.ONES) {
            map.put(word, Integer.toString(NumberWords.value(word)));
        }
        for (String word : NumberWords.TENS) {
            map.put(word, Integer.toString(NumberWords.value(word)));
        }
        return Map.copyOf(map);
    }
}
