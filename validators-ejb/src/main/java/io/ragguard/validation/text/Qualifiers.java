package io.ragguard.validation.text;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a figure means beyond its value and unit, read from the words around it in its clause:
 * {@code bound}, whether it is a limit ("up to 5 mg", "within 24 hours" are upper bounds; "at least 5 mg",
 * "more than 30 minutes", "5 mg or more" lower ones); {@code per}, what it is measured against ("5 mg/kg",
 * "2 mg per mL": {@code kg}, {@code ml}); and {@code frequency}, how often ("5 mg twice a day" is
 * {@code 2/day}, "every 8 hours" after a dose {@code 1/8 hour}, "daily" {@code 1/day}; a figure that is
 * itself the interval, "every 12 months", {@code 1/every}). Each is null when the words say none.
 */
public record Qualifiers(Bound bound, String per, String frequency) {

    /** Whether a figure is a limit, and which way. */
    public enum Bound {
        UPPER, LOWER
    }

    public static final Qualifiers NONE = new Qualifiers(null, null, null);

    /** Words before a figure that make it an upper or a lower limit, longest first. */
    private static final Pattern BOUND_BEFORE = Pattern.compile("(?i)(?:^|\\s)(?:(?<upper>up to|at most|no more than|"
            + "not more than|no greater than|not greater than|no longer than|no later than|not (?:to )?exceed(?:ing)?|"
            + "(?:a )?maximum(?: of)?|max\\.?|less than|fewer than|shorter than|under|below|within|inside of|before|"
            + "no higher than|no hotter than|no warmer than)"
            + "|(?<lower>at least|no less than|not less than|no fewer than|no shorter than|no earlier than|"
            + "(?:a )?minimum(?: of)?|min\\.?|more than|greater than|longer than|over|above|exceeding|in excess of|"
            + "after|beyond|later than|no lower than|no colder than))\\s*$");
    /** A comparison denied: "do not take more than 5 mg" sets an upper bound, "not less than" a lower one. */
    private static final Pattern NEGATED_BOUND = Pattern.compile("(?i)(?:\\bnot|n't|\\bnever)\\s+(?:\\w+\\s+){0,2}?"
            + "(?:(?<upper>more|greater|longer|higher|later|over|above)|(?<lower>less|fewer|shorter|lower|earlier|"
            + "under|below))(?:\\s+than)?\\s*$");
    /** A limit named earlier in the clause: "The maximum daily dose for adults is 4 grams". */
    private static final Pattern CLAUSE_BOUND = Pattern.compile("(?i)\\b(?:(?<upper>maximum|max|upper limit|ceiling)"
            + "|(?<lower>minimum|min|lower limit))\\b");
    private static final Pattern BOUND_AFTER = Pattern.compile("(?i)^\\s*or (?<upper>less|fewer|shorter|earlier|"
            + "lower|below|under)\\b|^\\s*or (?<lower>more|greater|longer|later|higher|above|over)\\b|"
            + "^\\s*(?<max>max(?:imum)?)\\b|^\\s*(?<min>min(?:imum)?)\\b");
    /** What a figure is measured against, right after it: "/kg", "per mL", "per square metre". */
    private static final Pattern PER = Pattern.compile("(?i)^\\s*(?:/|per\\s+|a\\s+|an\\s+|for each\\s+|each\\s+)"
            + "(?<unit>kg|kilograms?|g|grams?|lbs?|pounds?|m2|m²|sq\\.? ?m|square met(?:er|re)s?|ml|millilit(?:er|re)s?"
            + "|l|lit(?:er|re)s?|dose|tablets?|capsules?|pills?|patients?|persons?|people|units?|vials?|kilometers?"
            + "|kilometres?|km|miles?|person|child|adult|order|item|customer|household|employee)\\b");
    /** How often, after a figure: "twice a day", "3 times daily", "every 8 hours", "per hour", "/day". */
    private static final Pattern FREQUENCY = Pattern.compile("(?i)(?:(?<count>once|twice|thrice|one time|two times|"
            + "three times|four times|\\d{1,2} ?(?:times|x))\\s+(?:(?:a|an|per|each|every)\\s+)?(?<period>day|daily|"
            + "hour|hourly|week|weekly|month|monthly|year|yearly|annually|night|nightly|morning|evening)s?"
            + "|(?<count2>once|twice|thrice|one time|two times|three times|four times|\\d{1,2} ?(?:times|x))\\s+"
            + "every\\s+(?<every2>\\d{1,3}\\s+)?(?<period2>days?|hours?|weeks?|months?|years?)"
            + "|every\\s+(?<every>\\d{1,3}\\s+|other\\s+)?(?<period3>days?|hours?|weeks?|months?|years?|night|morning"
            + "|evening)"
            + "|(?:(?:a|an|per|each)\\s+|/\\s?)(?<period4>day|d|hour|hr|h|week|wk|month|year|yr|night)\\b"
            + "|\\b(?<period5>daily|hourly|weekly|monthly|yearly|annually|nightly|bi-?weekly|fortnightly))\\b");
    private static final Map<String, String> COUNTS = Map.of("once", "1", "one time", "1", "twice", "2",
            "two times", "2", "thrice", "3", "three times", "3", "four times", "4");
    private static final Map<String, String> PERIODS = Map.ofEntries(Map.entry("daily", "day"),
            Map.entry("d", "day"), Map.entry("night", "day"), Map.entry("nightly", "day"), Map.entry("morning", "day"),
            Map.entry("evening", "day"), Map.entry("hourly", "hour"), Map.entry("hr", "hour"), Map.entry("h", "hour"),
            Map.entry("weekly", "week"), Map.entry("wk", "week"), Map.entry("monthly", "month"),
            Map.entry("yearly", "year"), Map.entry("annually", "year"), Map.entry("yr", "year"),
            Map.entry("biweekly", "2 week"), Map.entry("bi-weekly", "2 week"), Map.entry("fortnightly", "2 week"));
    /** What one of is counted as the same thing after "per" ("per tablet" and "per capsule" are per dose). */
    private static final Map<String, String> COUNTED_AS = Map.of("tablet", "dose", "capsule", "dose", "pill", "dose",
            "people", "person");
    /** "every" (or "twice every") right before a figure: the figure is the interval of a repetition. */
    private static final Pattern EVERY_BEFORE = Pattern.compile("(?i)(?:(?<count>once|twice|thrice|one time|"
            + "two times|three times|four times|\\d{1,2} ?(?:times|x))\\s+)?every\\s*$");
    /** "After 17 minutes, ..." opening a clause: a step in a sequence, not a bound. */
    private static final Pattern SEQUENCE = Pattern.compile("(?i)^\\W*(?:\\S+\\W+)?(?:after|before)\\s+$");
    /** Units of what is taken, given or used, whose figures a frequency qualifies ("5 mg twice a day"). */
    private static final Pattern DOSE_UNIT = Pattern.compile("|mg|mcg|g|kg|ml|l|oz|lb|tablets?|capsules?|units?|iu"
            + "|drops?|puffs?|doses?|sprays?|patch(?:es)?|usd|eur|gbp|jpy");
    /** Where a clause ends: a figure's words are read no further. */
    private static final Pattern CLAUSE_END = Pattern.compile("[.;!?\\n]|\\band\\b|\\bbut\\b|\\bwhile\\b");
    /** Characters after a figure read for its qualifiers. */
    private static final int AFTER_CHARS = 60;
    /** Characters before a figure read for a bound. */
    private static final int BEFORE_CHARS = 40;

    /**
     * The qualifiers of the figure at {@code start}..{@code end} of {@code text}; {@code next} is where the
     * next figure begins (or the text's length), past which nothing is read.
     */
    public static Qualifiers of(String text, int start, int end, int next, int previous) {
        return of(text, start, end, next, previous, "");
    }

    /**
     * The qualifiers of a figure with the given (canonical) unit: a frequency qualifies what is taken or
     * paid (a dose, an amount, a bare count), not a share or a temperature ("100% honey three times a
     * day"), unless the figure is itself an interval ("every 12 months").
     */
    public static Qualifiers of(String text, int start, int end, int next, int previous, String unit) {
        String after = clause(text.substring(end, Math.min(Math.min(next, text.length()), end + AFTER_CHARS)));
        String before = text.substring(Math.max(previous, Math.max(0, start - BEFORE_CHARS)), start);
        int cut = lastClauseEnd(before);
        before = before.substring(cut);
        Bound bound = SEQUENCE.matcher(before).matches() ? null : bound(before, after);
        String per = per(after);
        Matcher every = EVERY_BEFORE.matcher(before);
        String frequency = every.find() ? (every.group("count") == null ? "1" : count(every.group("count")))
                + "/every" : null;
        if (frequency == null && DOSE_UNIT.matcher(unit).matches()) {
            frequency = frequency(after);
            if (frequency == null) {
                frequency = frequency(before);
            }
        }
        return bound == null && per == null && frequency == null ? NONE : new Qualifiers(bound, per, frequency);
    }

    /**
     * Whether a figure of an answer with these qualifiers is backed by a figure of the evidence with
     * {@code evidence}'s: the same measure ({@code per}) both ways; the answer's frequency, when it states
     * one, the evidence's too; and no other bound: an upper one ("up to 5 days") where the evidence
     * states the figure plainly ("for 5 days") or as an upper bound, a lower one only where the evidence
     * does. An answer may leave out a frequency or a bound ("take 5 mg" against "5 mg once a day"), not
     * add a frequency, change one, or turn a figure into a minimum.
     */
    public boolean backedBy(Qualifiers evidence) {
        return java.util.Objects.equals(per, evidence.per)
                && (frequency == null || frequency.equals(evidence.frequency))
                && (bound == null || bound == evidence.bound || bound == Bound.UPPER && evidence.bound == null);
    }

    private static String clause(String after) {
        Matcher end = CLAUSE_END.matcher(after);
        return end.find() ? after.substring(0, end.start()) : after;
    }

    private static int lastClauseEnd(String before) {
        Matcher end = Pattern.compile("[.;!?\\n]").matcher(before);
        int last = 0;
        while (end.find()) {
            last = end.end();
        }
        return last;
    }

    private static Bound bound(String before, String after) {
        Matcher negated = NEGATED_BOUND.matcher(before);
        if (negated.find()) {
            return negated.group("upper") != null ? Bound.UPPER : Bound.LOWER;
        }
        Matcher m = BOUND_BEFORE.matcher(before);
        if (m.find()) {
            return m.group("upper") != null ? Bound.UPPER : Bound.LOWER;
        }
        Matcher a = BOUND_AFTER.matcher(after);
        if (a.find()) {
            return a.group("upper") != null || a.group("max") != null ? Bound.UPPER : Bound.LOWER;
        }
        Matcher clause = CLAUSE_BOUND.matcher(before);
        if (clause.find()) {
            return clause.group("upper") != null ? Bound.UPPER : Bound.LOWER;
        }
        return null;
    }

    private static String per(String after) {
        Matcher m = PER.matcher(after);
        if (!m.find()) {
            return null;
        }
        String unit = Units.canonical(m.group("unit"));
        return COUNTED_AS.getOrDefault(unit, unit);
    }

    /** The first frequency the words state, as {@code count/period} ({@code 2/day}, {@code 1/8 hour}), or null. */
    static String frequency(String words) {
        Matcher m = FREQUENCY.matcher(words);
        if (!m.find()) {
            return null;
        }
        if (m.group("period") != null) {
            return count(m.group("count")) + "/" + period(m.group("period"));
        }
        if (m.group("period2") != null) {
            return count(m.group("count2")) + "/" + every(m.group("every2"), m.group("period2"));
        }
        if (m.group("period3") != null) {
            return "1/" + every(m.group("every"), m.group("period3"));
        }
        String period = m.group("period4") != null ? m.group("period4") : m.group("period5");
        return "1/" + period(period);
    }

    private static String count(String written) {
        String w = written.toLowerCase(Locale.ROOT).strip();
        if (COUNTS.containsKey(w)) {
            return COUNTS.get(w);
        }
        return w.replaceAll("[^0-9]", "");
    }

    private static String every(String number, String period) {
        String n = number == null ? "" : number.strip().toLowerCase(Locale.ROOT);
        String p = period(period);
        if (n.equals("other")) {
            return "2 " + p;
        }
        return n.isEmpty() || n.equals("1") ? p : n + " " + p;
    }

    private static String period(String written) {
        String w = written.toLowerCase(Locale.ROOT);
        if (PERIODS.containsKey(w)) {
            return PERIODS.get(w);
        }
        String singular = w.endsWith("s") ? w.substring(0, w.length() - 1) : w;
        return PERIODS.getOrDefault(singular, singular);
    }

    /** The qualifiers in words, for reasons and reports: "upper bound, per kg, 2/day". */
    public String describe() {
        return String.join(", ", List.of(bound == null ? "" : bound.name().toLowerCase(Locale.ROOT) + " bound",
                per == null ? "" : "per " + per, frequency == null ? "" : frequency).stream()
                .filter(s -> !s.isEmpty()).toList());
    }
}
