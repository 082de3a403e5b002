package io.ragguard.text;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a question asks for: the kind of answer it expects ({@link AnswerKind}: a length of time, a
 * price, a temperature...), the stems of what it is about ({@code topic}; of a follow-up, with those of the
 * question before it, and {@code own}, its own), those of the sentence that
 * asks ({@code asked}: "Can I still return them?" after "I wore my new boots on one trail."), and its
 * {@code keyTerms}, and whether it asks two things at once ({@code twoParts}: "How much does it cost,
 * and does it arrive in 2 days?"),
 * the words that single out one thing among its neighbours (a class, tier or level: "Class II", "Tier 2";
 * an acronym: "HHS"): an answer about Class I does not answer a question about
 * Class II, however close the rest of its words come.
 */
public record QuestionIntent(AnswerKind kind, Set<String> topic, Set<String> own, Set<String> asked,
                             Set<String> keyTerms, boolean twoParts) {

    /** The kind of answer a question expects, and whether a sentence carries one. */
    public enum AnswerKind {
        DURATION(Pattern.compile("\\b(?:\\d+(?:[.,]\\d+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten|"
                + "eleven|twelve|fourteen|fifteen|twenty|thirty|forty|sixty|ninety)(?:\\s*(?:-|–|to|or)\\s*\\d+)?"
                + "[\\s-]*(?:full\\s+|business\\s+|working\\s+|calendar\\s+|consecutive\\s+)?(?:minutes?|hours?|days?"
                + "|weeks?|months?|years?)\\b|\\b(?:same|next)[\\s-](?:business\\s+)?day\\b|\\bimmediately\\b|"
                + "\\bovernight\\b")),
        MONEY(Pattern.compile("[$€£]\\s?\\d|\\b\\d+(?:[.,]\\d+)?\\s*(?:%|percent|dollars|euros|pounds|cents)|"
                + "\\bfree\\b|\\bno (?:extra |additional )?(?:charge|cost|fee)\\b|\\bat no cost\\b|\\bdiscount|"
                + "\\bcosts? nothing\\b")),
        TEMPERATURE(Pattern.compile("°|\\bdegrees?\\b|\\b\\d+\\s*[cf]\\b")),
        QUANTITY(Pattern.compile("\\b\\d+(?:[.,]\\d+)?\\b|\\b(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                + "eleven|twelve|twenty|thirty|fifty|hundred|once|twice|single|no more than|up to|unlimited)\\b")),
        TIME(Pattern.compile("\\b\\d{1,2}(?::\\d{2})?\\s*(?:a\\.?m\\.?|p\\.?m\\.?)|\\b(?:monday|tuesday|wednesday|"
                + "thursday|friday|saturday|sunday|weekday|weekend|january|february|march|april|may|june|july|august|"
                + "september|october|november|december|noon|midnight|holiday)s?\\b|\\b(?:before|after|within|by|"
                + "until|no later than|at least)\\b[^.]{0,40}\\d", Pattern.CASE_INSENSITIVE)),
        CONTACT(Pattern.compile("\\b(?:call|phone|e-?mail|portal|contact|hotline|line|desk|team|department|"
                + "office|form|website|online|app|submit|reach|through|via)\\b|\\d{3}[-. ]\\d{4}",
                Pattern.CASE_INSENSITIVE)),
        FREQUENCY(Pattern.compile("\\b(?:every|each|daily|weekly|monthly|quarterly|annually|yearly|hourly|"
                + "once|twice|per (?:day|week|month|year|hour|shift|visit)|a (?:day|week|month|year))\\b|"
                + "\\b\\d+\\s+times\\b")),
        PHONE(Pattern.compile("\\d{3}[-. )]\\s?\\d{3}[-. ]\\d{4}|\\b1-800-[a-z0-9-]+")),
        /** A yes-or-no question, or one whose answer has no particular form. */
        ANY(null);

        private final Pattern carried;

        AnswerKind(Pattern carried) {
            this.carried = carried;
        }

        /** Whether the sentence (read in lower case) carries an answer of this kind; always, for {@link #ANY}. */
        public boolean carriedBy(String sentence) {
            return carried == null || carried.matcher(sentence.toLowerCase(Locale.ROOT)).find();
        }
    }

    private static final Pattern ASKS_DURATION = Pattern.compile("\\bhow (?:long|quickly|fast|soon|many (?:days|"
            + "hours|weeks|months|years|business days))\\b|\\bwithin how\\b|\\bhow much time\\b|\\bwhat(?:'s| is)? the "
            + "(?:deadline|time ?frame|timeline|turnaround)\\b|\\bhow late\\b|\\bhow far in advance\\b");
    private static final Pattern ASKS_MONEY = Pattern.compile("\\bhow much (?:does|do|is|will|would|are|did|for|"
            + "to|money|extra|of a (?:fee|refund|discount))\\b(?![^?]*\\b(?:time|days?|hours?|points?|units?|"
            + "samples?|weight|longer)\\b)|\\bwhat (?:does|do|will|would) [^?]{0,40}\\bcost\\b|\\bwhat(?:'s| is| are)"
            + " the (?:price|fee|fees|cost|costs|charge|surcharge|rate)\\b|\\b(?:is|are) there (?:a |any )?(?:fee|fees|"
            + "charge|charges|cost)\\b|\\b(?:do|will|would|should) (?:i|we|you) (?:have to |need to )?pay\\b|\\b(?:does|"
            + "will) (?:it|that|this|shipping|delivery|[a-z]+) cost\\b|\\bis (?:it|that|this|[a-z]+ ){0,3}free\\b|"
            + "\\bhow much (?:is|are) (?:it|the|a|an)\\b");
    private static final Pattern ASKS_TEMPERATURE = Pattern.compile("\\b(?:temperatures?|how (?:cold|warm|hot)|"
            + "degrees)\\b");
    private static final Pattern ASKS_QUANTITY = Pattern.compile("\\bhow many\\b|\\bwhat(?:'s| is) the (?:maximum|"
            + "minimum|limit|most|least|number)\\b|\\bhow much (?:can|may|do i|points?)\\b|\\b(?:limit|maximum|"
            + "minimum|cap)\\b");
    private static final Pattern ASKS_TIME = Pattern.compile("^(?:\\W*)(?:when|what time|by when|until when|what "
            + "days?|which days?|what hours|what are (?:your|the) (?:hours|opening hours))\\b|\\b(?:open|close|"
            + "opening|closing)\\b.*\\b(?:when|what time|hours)\\b|\\bwhat time\\b|\\bhours\\b.*\\?$|\\bopen on\\b");
    private static final Pattern ASKS_CONTACT = Pattern.compile("\\b(?:who (?:do|should|can|must) i|who "
            + "(?:handles|approves|is responsible)|whom|where (?:do|can|should) i (?:send|submit|report|ask|call|"
            + "go|find)|how (?:do|can|should) i (?:contact|reach|report|submit|request|ask)|contact|phone number|"
            + "e-?mail address)\\b");

    /**
     * A class, tier or level named by a word and a numeral or letter ("Class II", "Tier 2", "Schedule C"), or an
     * acronym ("HHS", "FDA"). (A name such as "MedInfo" is often the tenant's own word for what its passages
     * call by another, so it is no key.)
     */
    private static final Pattern KEY = Pattern.compile("\\b[A-Z][\\p{L}]*\\s+(?:[IVX]{1,4}|\\d{1,3}|[A-Z])\\b|"
            + "\\b[A-Z]{2,6}s?\\b");
    /** Capitalized words that open a clause or are a product's everyday words, not a name. */
    private static final Set<String> NOT_KEYS = Set.of("i", "i'm", "i've", "i'd", "can", "do", "does", "is", "are",
            "what", "how", "when", "where", "who", "which", "why", "will", "should", "may", "could", "would", "if",
            "and", "or", "but", "the", "a", "an", "my", "our", "your", "we", "you", "it", "please", "thanks", "hi",
            "hello", "us", "usa", "ok", "okay", "faq", "asap", "pm", "am", "id");

    /** What {@code question} asks, with what {@code previous} (the question before a follow-up; may be null) was about. */
    public static QuestionIntent of(String question, String previous) {
        String lower = question.toLowerCase(Locale.ROOT).replace('’', '\'');
        AnswerKind kind = kindOf(lower);
        Set<String> topic = new LinkedHashSet<>(Stems.ofContent(withoutQuestionForm(lower)));
        Set<String> asked = new LinkedHashSet<>(Stems.ofContent(withoutQuestionForm(askingSentence(question))));
        Set<String> own = Set.copyOf(topic);
        Set<String> keys = keyTerms(question);
        if (previous != null && !previous.isBlank()) {
            String before = previous.toLowerCase(Locale.ROOT).replace('’', '\'');
            Set<String> earlier = new LinkedHashSet<>(Stems.ofContent(withoutQuestionForm(before)));
            if (kind == AnswerKind.ANY) {
                kind = kindOf(before);
            } else {
                // "And how long does it take?" after "How much does express shipping cost?" is about express
                // shipping, not about its cost
                earlier.removeIf(KIND_WORDS::contains);
            }
            topic.addAll(earlier);
            asked.addAll(Stems.ofContent(withoutQuestionForm(askingSentence(previous))));
            if (keys.isEmpty()) {
                keys = keyTerms(previous);
            }
        }
        return new QuestionIntent(kind, Set.copyOf(topic), own, Set.copyOf(asked), Set.copyOf(keys),
                TWO_PARTS.matcher(OPENING_CONJUNCTION.matcher(lower).replaceFirst("")).find()
                        || lower.indexOf('?') != lower.lastIndexOf('?'));
    }

    public static QuestionIntent of(String question) {
        return of(question, null);
    }

    /** The last sentence that asks (ends with "?"), in lower case, or the whole question when none does. */
    private static String askingSentence(String question) {
        List<String> sentences = Sentences.split(question);
        for (int i = sentences.size() - 1; i >= 0; i--) {
            if (sentences.get(i).strip().endsWith("?")) {
                return sentences.get(i).toLowerCase(Locale.ROOT).replace('’', '\'');
            }
        }
        return question.toLowerCase(Locale.ROOT).replace('’', '\'');
    }

    private static final Pattern ASKS_PHONE = Pattern.compile("\\b(?:phone|telephone|fax|hotline|toll-free) "
            + "number\\b|\\bnumber (?:to|i can|should i) (?:call|dial|ring)\\b");

    private static final Pattern ASKS_FREQUENCY = Pattern.compile("\\bhow (?:often|frequently|regularly)\\b|"
            + "\\bhow many times\\b|\\bat what (?:interval|frequency)\\b");

    private static AnswerKind kindOf(String lower) {
        if (ASKS_PHONE.matcher(lower).find()) {
            return AnswerKind.PHONE;
        }
        if (ASKS_FREQUENCY.matcher(lower).find()) {
            return AnswerKind.FREQUENCY;
        }
        if (ASKS_TEMPERATURE.matcher(lower).find()) {
            return AnswerKind.TEMPERATURE;
        }
        if (ASKS_DURATION.matcher(lower).find()) {
            return AnswerKind.DURATION;
        }
        if (ASKS_QUANTITY.matcher(lower).find()) {
            return AnswerKind.QUANTITY;
        }
        if (ASKS_MONEY.matcher(lower).find()) {
            return AnswerKind.MONEY;
        }
        if (ASKS_TIME.matcher(lower).find()) {
            return AnswerKind.TIME;
        }
        if (ASKS_CONTACT.matcher(lower).find()) {
            return AnswerKind.CONTACT;
        }
        return AnswerKind.ANY;
    }

    /** A second question joined to the first: ", and does it ...", "and how long ...", "or can I ...". */
    private static final Pattern TWO_PARTS = Pattern.compile("\\b(?:and|or|also|plus)\\s+(?:how|what|when|where|"
            + "who|which|whether|is|are|does|do|did|can|could|will|would|should|must|may)\\b");

    /** The stems of the words that ask for a kind of answer: a price, a time, a temperature, a number. */
    private static final Set<String> KIND_WORDS = Set.copyOf(List.of(Stems.of("cost"), Stems.of("price"), Stems.of("fee"),
            Stems.of("charge"), Stems.of("pay"), Stems.of("temperature"), Stems.of("degrees"), Stems.of("time"),
            Stems.of("days"), Stems.of("hours"), Stems.of("weeks"), Stems.of("months"), Stems.of("number"),
            Stems.of("free")));

    /** A conjunction that opens a follow-up ("And how long does it take?"), not a second part. */
    private static final Pattern OPENING_CONJUNCTION = Pattern.compile("^\\W*(?:and|or|also|plus)\\b");

    /** Words that only shape a question: "how quickly", "maximum", "exactly". */
    private static final Pattern QUESTION_FORM = Pattern.compile("\\b(?:(?:does|do|will|would|did|should) (?:it|that|"
            + "this|they|those) take|quickly|soon|often|fast|long|much|many|"
            + "maximum|minimum|exactly|currently|usually|typically|please|ever|also|need|get|know|want|wondering|"
            + "question|tell|help|allowed|able|possible|still|actually|really|just|(?:any |some )?(?:kind|sort|type)s? of)\\b");

    private static String withoutQuestionForm(String lower) {
        return QUESTION_FORM.matcher(lower).replaceAll(" ");
    }

    private static Set<String> keyTerms(String question) {
        Set<String> keys = new LinkedHashSet<>();
        Matcher m = KEY.matcher(question);
        while (m.find()) {
            String term = m.group().toLowerCase(Locale.ROOT);
            if (!NOT_KEYS.contains(term.split("\\s+")[0]) && !term.endsWith(" i")) {
                keys.add(term.replaceAll("\\s+", " "));
            }
        }
        return keys;
    }

    /**
     * Whether the text names every key term (a key's words, in order, as whole words, in any case or number;
     * an acronym also spelled out: "Quality Assurance" for "QA").
     */
    public boolean keysNamedIn(String text) {
        String folded = " " + folded(text) + " ";
        for (String key : keyTerms) {
            if (!folded.contains(" " + folded(key) + " ") && (key.contains(" ") || !Acronyms.spelledOutIn(key, text))) {
                return false;
            }
        }
        return true;
    }

    /** The text's words, lower case and without plural endings, one space apart. */
    private static String folded(String text) {
        return String.join(" ", Words.tokens(text).stream().map(Words::fold).toList());
    }

    /** What the question before a follow-up adds to its topic counts this much of what the follow-up names. */
    static final double EARLIER_WEIGHT = 0.4;

    /**
     * The share of the topic's stems the text holds, each weighted by {@code weight}, and those that only
     * the question before a follow-up named by {@value #EARLIER_WEIGHT} of that.
     */
    public double topicShare(Set<String> textStems, java.util.function.ToDoubleFunction<String> weight) {
        double total = 0;
        double held = 0;
        for (String stem : topic) {
            double w = weight.applyAsDouble(stem) * (own.contains(stem) || own.isEmpty() ? 1 : EARLIER_WEIGHT);
            total += w;
            held += textStems.contains(stem) ? w : 0;
        }
        return total == 0 ? 0 : held / total;
    }

}
