package io.ragguard.validation.text;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the figures of a text: numbers with an optional currency sign before them and an optional
 * unit after them ({@code $14.95}, {@code 30 days}, {@code 2°C}, {@code 5 mg}, {@code 10%},
 * {@code 1,000}), in scientific ({@code 5.0e1 mg}) or multiplied ({@code 5 x 10 mg}) form read as the
 * number they are, and times of day ({@code 5:00 PM} and {@code 17:00} are both {@code 17:00}, unit
 * {@code time}, see {@link ClockTimes}), each with its {@link Qualifiers}. The two ends of a range are two
 * figures that share the unit the range writes once: "2–8 °C" is 2 °C to 8 °C, "between 10 and 20 mg"
 * 10 mg to 20 mg, "USD 14.95 to 19.95" two amounts in dollars. Not figures: citation markers ({@code [2]}), list
 * numbering at the start of a line ({@code 1.}, {@code 2)}, {@code Step 3:}), numbers inside words or codes
 * ({@code MP3}, {@code COVID-19}, {@code 4K}), version strings ({@code 2.3.1}), spelled-out numbers, and
 * figures already marked {@code [unverified: ...]}. Texts are read as {@code Normalized} gives them:
 * the chain normalises answers and evidence before any check.
 */
public final class Figures {

    /** The units a figure may carry, as written (case aside). */
    private static final String UNIT = "%|°\\s?[CF]?|(?i:per\\s?cent|percentage(?:\\s+points?)?|percent|degrees?\\s?(?:fahrenheit|celsius|f|c)\\b|(?:business|working|calendar)\\s+(?:days?|weeks?|months?)|days?|weeks?|months?"
            + "|years?|hours?|hrs?|h|minutes?|mins?|seconds?|secs?|ms|mg|mcg|µg|kg|g|lbs?|oz|ml|l|litres?|liters?"
            + "|milligrams?|micrograms?|kilograms?|grams?|millilit(?:er|re)s?"
            + "|km|cm|mm|m|miles?|mi|ft|feet|inch(?:es)?|kwh|kw|w|v|mah|ghz|mhz|hz|kb|mb|gb|tb"
            + "|usd|eur|gbp|jpy|dollars?|euros?)\\b";
    /** A figure; its unit after a space or a hyphen ("a 30-day window"). */
    private static final Pattern FIGURE = Pattern.compile(
            "(?<![\\p{L}\\p{N}.,_])(?<!\\p{L}-)"
                    + "(?<currency>[$€£¥]\\s?)?"
                    + "(?<number>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d+(?:[.,]\\d+)?)"
                    + "(?:[eE](?<exponent>[-+]?\\d{1,3})|\\s?[x×]\\s?(?<factor>\\d+(?:\\.\\d+)?)(?=\\s?(?:" + UNIT + ")))?"
                    + "(?:(?:\\s?|-)(?<unit>" + UNIT + "))?"
                    + "(?![\\p{L}\\p{N}]|[.,]\\d|-\\p{Lu}{2,})");
    /** A number under a hundred written in words ("thirty", "twenty-five"), and the unit after it. */
    private static final Pattern SPELLED = Pattern.compile("(?i)(?<![\\p{L}-])(?<number>(?:"
            + String.join("|", NumberWords.TENS) + ")(?:-(?:" + String.join("|", NumberWords.ONES) + "))?|"
            + String.join("|", NumberWords.ONES) + ")(?:[\\s-](?<unit>" + UNIT + "))?(?![\\p{L}\\p{N}])");
    /** A whole word or two that is a unit. */
    private static final Pattern UNIT_WORDS = Pattern.compile("(?:" + UNIT + ")");
    /** How many words after a number without a unit are read for the unit they name. */
    private static final int NEARBY_WORDS = 4;
    /** A range's other end, read past on the way to the unit ("2 and 8 °C"). */
    private static final Pattern RANGE_END = Pattern.compile("^\\s*(?:to|and|or|-|–)\\s*\\d+(?:[.,]\\d+)?",
            Pattern.CASE_INSENSITIVE);
    /** What joins the two ends of a range: "2–8", "2 - 8", "2 to 8", and "and" after "between". */
    private static final Pattern RANGE_JOINT = Pattern.compile("(?i)\\s*(?:-|–|—|to|(?<and>and))\\s*");
    /** "between" before a range's first end ("between 2 and 8 °C", "between USD 10 and 20"). */
    private static final Pattern BETWEEN = Pattern.compile("(?i)\\bbetween\\s+(?:(?:usd|eur|gbp|jpy)\\s?)?$");
    /** A currency code before a range's first end, its unit written once for both: "USD 14.95 to 19.95". */
    private static final Pattern CURRENCY_BEFORE = Pattern.compile("(?i)\\b(usd|eur|gbp|jpy)\\s?$");
    private static final Pattern WORD_BEFORE = Pattern.compile("(\\p{L}+)\\s+$");
    private static final Pattern WORD = Pattern.compile("[%°]\\s?[CF]?|[\\p{L}µ]+|\\d|[.!?;:]");
    /** What stands between a figure and the interval of its repetition: "5 mg every 8 hours". */
    private static final Pattern INTERVAL = Pattern.compile("(?i)\\s*(?:once |twice |\\d{1,2} times )?every\\s*");
    /**
     * A number that names rather than counts: "passage 2", "step 6", "steps 7 and 8", "boxes 1, 2 and 3",
     * "Form 1040", "page 12", "No. 5", "#3".
     */
    public static final Pattern LABELLED = Pattern.compile("(?i)(?<=\\b(?:passages?|steps?|box(?:es)?|forms?|schedules?"
            + "|chapters?|sections?|pages?|items?|questions?|tables?|figures?|lines?|parts?|options?|methods?|tips?"
            + "|rooms?|gates?|levels?|exhibits?|appendix|articles?|rules?|no\\.|number|#)\\s?)\\d+[a-z]?(?:\\s*(?:,|and|&|or|-|to)"
            + "\\s*\\d+[a-z]?)*\\b");
    private static final Pattern CITATION = Pattern.compile("\\[\\d{1,3}]");
    private static final Pattern MARKED = Pattern.compile("\\[unverified: [^\\]]*]");
    private static final Pattern LIST_NUMBER = Pattern.compile(
            "(?m)^[ \\t]*(?:[-*\u2022]\\s*)?(?:\\d{1,2}[.)](?=\\s)|(?i:step|tip|item|option|point)\\s+\\d{1,2}\\b)");

    private Figures() {
    }

    public static List<Figure> in(String text) {
        return in(text, false);
    }

    /** The figures {@link #in} finds; for evidence, with the units named around those without one. */
    private static List<Figure> in(String text, boolean evidence) {
        List<Figure> figures = new ArrayList<>();
        if (text == null || text.isEmpty()) {
            return figures;
        }
        boolean[] ignored = new boolean[text.length()];
        for (Pattern skip : evidence ? List.of(CITATION, MARKED) : List.of(CITATION, MARKED, LIST_NUMBER, LABELLED)) {
            Matcher m = skip.matcher(text);
            while (m.find()) {
                for (int i = m.start(); i < m.end(); i++) {
                    ignored[i] = true;
                }
            }
        }
        for (ClockTimes.Time time : ClockTimes.in(text)) {
            figures.add(new Figure(text.substring(time.start(), time.end()), time.start(), time.end(), time.value(),
                    "time", Set.of(), Qualifiers.NONE));
            for (int i = time.start(); i < time.end(); i++) {
                ignored[i] = true;
            }
        }
        Matcher m = FIGURE.matcher(text);
        while (m.find()) {
            if (ignored[m.start("number")]) {
                continue;
            }
            String unit = unit(m.group("currency") != null ? m.group("currency") : m.group("unit"));
            figures.add(new Figure(m.group(), m.start(), m.end(), value(m), unit,
                    evidence && unit.isEmpty() ? nearbyUnits(text, m.start(), m.end()) : Set.of(), Qualifiers.NONE));
        }
        return qualified(text, figures);
    }

    /**
     * The figures with the qualifiers their words give, each read up to the next figure, and each end of
     * a range with the unit the range writes once ({@link #rangeUnits}).
     */
    private static List<Figure> qualified(String text, List<Figure> figures) {
        List<Figure> sorted = new ArrayList<>(figures);
        sorted.sort(java.util.Comparator.comparingInt(Figure::start));
        String[] units = rangeUnits(text, sorted);
        List<Figure> qualified = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            Figure f = sorted.get(i);
            int next = i + 1 < sorted.size() ? sorted.get(i + 1).start() : text.length();
            if (i + 1 < sorted.size() && INTERVAL.matcher(text.substring(f.end(), next)).matches()) {
                next = sorted.get(i + 1).end(); // "5 mg every 8 hours": the interval is the dose's frequency
            }
            int previous = i > 0 ? sorted.get(i - 1).end() : 0;
            qualified.add(new Figure(f.text(), f.start(), f.end(), f.value(), units[i], f.nearby(),
                    Qualifiers.of(text, f.start(), f.end(), Math.max(next, f.end()), Math.min(previous, f.start()),
                            units[i])));
        }
        return qualified;
    }

    /**
     * The units of figures in the order of the text, where each end of a range that has none takes the
     * unit of the other end, or the currency code written before the first ("USD 14.95 to 19.95"): a unit
     * written once stands for the whole range, so that "2–8 °C" is not read as a bare 2 that any figure 2
     * backs, nor "USD 14.95 to 19.95" as two amounts of no currency.
     */
    private static String[] rangeUnits(String text, List<Figure> sorted) {
        String[] units = sorted.stream().map(Figure::unit).toArray(String[]::new);
        for (int i = 0; i + 1 < sorted.size(); i++) {
            if (range(text, sorted.get(i), sorted.get(i + 1))) {
                Matcher currency = CURRENCY_BEFORE.matcher(text.substring(Math.max(0, sorted.get(i).start() - 8),
                        sorted.get(i).start()));
                String shared = !units[i + 1].isEmpty() ? units[i + 1] : !units[i].isEmpty() ? units[i]
                        : currency.find() ? unit(currency.group(1)) : "";
                units[i] = units[i].isEmpty() ? shared : units[i];
                units[i + 1] = units[i + 1].isEmpty() ? shared : units[i + 1];
            }
        }
        return units;
    }

    /**
     * Whether {@code a} and {@code b}, figures in a row, are the two ends of one range: "2–8 °C",
     * "2-8 °C", "from 2 to 8 °C", "$14.95 to $19.95", "between 2 °C and 8 °C" ("and" only after
     * "between": "5 mg and 10 tablets" is two figures). Times of day are left alone ("5 to 7 pm").
     */
    private static boolean range(String text, Figure a, Figure b) {
        if (b.start() < a.end() || "time".equals(a.unit()) || "time".equals(b.unit())) {
            return false;
        }
        Matcher joint = RANGE_JOINT.matcher(text.substring(a.end(), b.start()));
        return joint.matches() && (joint.group("and") == null
                || BETWEEN.matcher(text.substring(Math.max(0, a.start() - 16), a.start())).find());
    }

    /**
     * Whether {@code start}..{@code end} of {@code text} lies between the two ends of a range it states,
     * as the "and" of "between 2 °C and 8 °C" does: a claim cut there would lose one end and its unit.
     */
    public static boolean insideRange(String text, int start, int end) {
        List<Figure> figures = in(text);
        for (int i = 0; i + 1 < figures.size(); i++) {
            Figure a = figures.get(i);
            Figure b = figures.get(i + 1);
            if (a.end() <= start && end <= b.start() && range(text, a, b)) {
                return true;
            }
        }
        return false;
    }

    /** The value a figure's match states: its number, times its factor, times ten to its exponent. */
    private static String value(Matcher m) {
        BigDecimal number = new BigDecimal(plain(m.group("number")));
        if (m.group("factor") != null) {
            number = number.multiply(new BigDecimal(m.group("factor")));
        }
        if (m.group("exponent") != null) {
            number = number.scaleByPowerOfTen(Integer.parseInt(m.group("exponent")));
        }
        return number.stripTrailingZeros().toPlainString();
    }

    /**
     * The figures of an evidence text: those {@link #in} finds, and numbers under a hundred written in
     * words with their unit ("within thirty days", "a two-year warranty"), which support an answer
     * that writes them in digits.
     */
    public static List<Figure> inEvidence(String text) {
        if (text == null) {
            return List.of();
        }
        return RECENT_EVIDENCE.of(text);
    }

    /** Evidence texts read recently: a passage is read for every answer grounded in it. */
    private static final RecentReads<List<Figure>> RECENT_EVIDENCE = new RecentReads<>(1024,
            text -> List.copyOf(readEvidence(text)));

    private static List<Figure> readEvidence(String text) {
        List<Figure> figures = in(text, true);
        if (text == null) {
            return figures;
        }
        Matcher m = SPELLED.matcher(text);
        while (m.find()) {
            int value = NumberWords.value(m.group("number"));
            if (value >= 0) {
                String unit = unit(m.group("unit"));
                figures.add(new Figure(m.group(), m.start(), m.end(), Integer.toString(value), unit,
                        unit.isEmpty() ? nearbyUnits(text, m.start(), m.end()) : Set.of(), Qualifiers.NONE));
            }
        }
        return qualified(text, figures);
    }

    /**
     * The units named around a number that has none of its own: by the word right before it
     * ({@code usd} for "USD 14.95") and by the few words after it ({@code day} for "30 calendar days",
     * {@code °c} for "2 and 8 °C"), up to the end of its clause or the next number; a word or two words
     * together may be a unit ("business days").
     */
    static Set<String> nearbyUnits(String text, int start, int end) {
        Set<String> units = new HashSet<>();
        Matcher before = WORD_BEFORE.matcher(text.substring(Math.max(0, start - 16), start));
        if (before.find() && UNIT_WORDS.matcher(before.group(1)).matches()) {
            units.add(unit(before.group(1)));
        }
        String after = text.substring(end, Math.min(text.length(), end + 80));
        Matcher range = RANGE_END.matcher(after);
        if (range.find()) {
            after = after.substring(range.end());
        }
        List<String> words = new ArrayList<>();
        Matcher word = WORD.matcher(after);
        while (word.find() && words.size() < NEARBY_WORDS) {
            String w = word.group();
            if (Character.isDigit(w.charAt(0)) || ".!?;:".contains(w)) {
                break;
            }
            words.add(w);
        }
        for (int i = 0; i < words.size(); i++) {
            for (String candidate : i + 1 < words.size() ? List.of(words.get(i), words.get(i) + " " + words.get(i + 1))
                    : List.of(words.get(i))) {
                if (UNIT_WORDS.matcher(candidate).matches()) {
                    units.add(unit(candidate));
                }
            }
        }
        return units;
    }

    /** {@code 1,000} and {@code 1000.0} give {@code 1000}; a comma before one or two digits is a decimal comma. */
    static String value(String number) {
        return new BigDecimal(plain(number)).stripTrailingZeros().toPlainString();
    }

    private static String plain(String number) {
        return number.matches("\\d+,\\d{1,2}") ? number.replace(',', '.') : number.replace(",", "");
    }

    static String unit(String unit) {
        return Units.canonical(unit);
    }
}
