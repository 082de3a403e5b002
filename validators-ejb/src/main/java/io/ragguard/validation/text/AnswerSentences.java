package io.ragguard.validation.text;

import io.ragguard.text.Citations;
import io.ragguard.text.Markup;
import io.ragguard.text.Words;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An answer read sentence by sentence, as the grounding checks judge it: each sentence with where it
 * stands in the answer, its {@link SentenceRole} and, for a claim, the words that make the claim.
 * <ul>
 * <li>A claim is read without its citation markers, its list bullet or number ("2.", "Step 2:"), its
 * emphasis marks, the marks other validators leave ({@code [unverified: 50 mg]} reads as the figure,
 * {@code [REDACTED EMAIL]} as nothing), a reference to a passage in brackets ("(Passage 2)"), a lead-in that names the
 * sources ("Based on the passages provided, ...", "Passage 2 states that ...") and a connective
 * ("Therefore, ", "In summary, "): what remains is what the sources must support.</li>
 * <li>Not a claim: a greeting ("Sure!", "I'd be happy to help."), a sign-off ("Hope this helps!", "Let
 * me know if you have other questions."), a question back, a heading or a list's introduction ("The
 * benefits include:"), and a sentence about the sources that says nothing once its lead-in is gone
 * ("Here is a summary based on the passages.").</li>
 * <li>A decline: a sentence that says the sources do not answer ("The passages do not mention the
 * price", "Unable to answer based on given passages", "There is no information about ...").</li>
 * </ul>
 * English only: a sentence in another language is a claim.
 */
public final class AnswerSentences {

    /** One sentence: as written ({@code text}, at {@code start}..{@code end} of the answer) and as judged. */
    public record Sentence(String text, int start, int end, SentenceRole role, String claim) {

        public boolean isClaim() {
            return role == SentenceRole.CLAIM;
        }
    }

    static final String SOURCE_WORDS = "passages?|contexts?|sources?|documents?|information|texts?|excerpts?"
            + "|articles?|knowledge(?: base)?|search results?|results|data|materials?|snippets?|references?"
            + "|records?|reviews?";
    /** The sources, as an answer names them: "the passages provided", "passage 2", "the given context". */
    static final String SOURCES = "(?:the |these |this |those |my |your )?(?:(?:given|provided|above|following"
            + "|available|retrieved|supplied|relevant|cited|reference|mentioned|listed|two|three|four|five|other|second"
            + "|third|first|last|latter|former)\\s+)*(?:" + SOURCE_WORDS + ")(?:\\s*#?\\d+(?:\\s*(?:,|and|&|-|–)\\s*#?\\d+)*)?"
            + "(?:\\s+(?:provided|given|above|below|(?:that )?you (?:provided|gave|shared)))?";
    private static final Pattern LEAD_IN = Pattern.compile("^(?:(?:based|relying|drawing) (?:solely |only |entirely |"
            + "primarily |mainly )?(?:up)?on|according to|as (?:stated|mentioned|noted|described|explained|indicated"
            + "|shown|outlined|suggested) (?:in|by)|from|per|in|using|given|going by|judging (?:from|by)) " + SOURCES
            + "\\s*(?:,|:|-|–|—)?\\s*", Pattern.CASE_INSENSITIVE);
    private static final Pattern SOURCE_SAYS = Pattern.compile("^" + SOURCES + "\\s+(?:also |further |clearly |"
            + "specifically |explicitly )?(?:states?|says?|mentions?|suggests?|indicates?|notes?|explains?|"
            + "describes?|shows?|reveals?|reports?|claims?|highlights?|points? out|emphasi[sz]es?|confirms?|"
            + "specif(?:y|ies)|advises?|recommends?|adds?|tells?(?: us)?|informs?(?: us)?)(?: that)?\\s*[,:]?\\s*",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern CONNECTIVE = Pattern.compile("^(?:(?:please )?note|n\\.b\\.|important|answer)\\s*:\\s*|"
            + "^(?:in summary|in conclusion|in short|in brief|"
            + "overall|to summari[sz]e|to sum up|to conclude|to answer your question|therefore|thus|hence|so|also|"
            + "additionally|in addition|furthermore|moreover|however|finally|lastly|first(?:ly)?|second(?:ly)?|"
            + "third(?:ly)?|next|then|specifically|importantly|notably|for example|for instance|similarly|likewise)"
            + "\\s*,\\s*", Pattern.CASE_INSENSITIVE);
    /** A sentence whose subject is the sources, and what it says they do. */
    private static final Pattern SOURCE_SUBJECT_VERB = Pattern.compile("^(?:both |all |none of |each of |neither of )?"
            + SOURCES + "\\s+(?:\\w+\\s+){0,2}?(?:provides?|offers?|gives?|contains?|includes?|discuss(?:es)?|describes?"
            + "|focus(?:es)?|talks?|covers?|repeats?|lists?|mentions?|presents?|outlines?|addresses|deals?|refers?|is about"
            + "|are about|seems?|appears?|goes|go|explains?|details?|answers?|compares?|touch(?:es)?|highlights?"
            + "|emphasi[sz]es?|reiterates?|echoes|echo|agrees?|support|supports|confirms?)\\b",
            Pattern.CASE_INSENSITIVE);
    /** A report of the sources right after their verb: "... that", "...:". */
    private static final Pattern REPORTED = Pattern.compile("\\s+that\\s+|\\s*:\\s*", Pattern.CASE_INSENSITIVE);
    /** A report of the sources further on: "..., stating that". */
    private static final Pattern PARTICIPLE = Pattern.compile(",?\\s*\\b(?:stating|saying|noting|explaining|indicating"
            + "|suggesting|showing|adding|confirming|which (?:states|says|notes|explains))\\s+(?:that\\s+)?",
            Pattern.CASE_INSENSITIVE);
    /** Advice to ask a professional, which states nothing about the sources' subject. */
    private static final Pattern ADVICE = Pattern.compile("^(?:it(?:'s| is) (?:always |also )?(?:important|best|"
            + "advisable|recommended|a good idea|wise|essential|crucial) to |(?:always |please |you should |you may want"
            + " to |be sure to |make sure to )?)(?:consult|check with|talk to|talk with|speak to|speak with|seek (?:the )?"
            + "(?:advice|guidance|help) (?:of|from)|ask|contact|see|visit) (?:with )?(?:a |an |your |the |qualified |"
            + "licensed |local |registered |certified )*(?:doctor|physician|healthcare|health care|medical|pharmacist|"
            + "dietitian|nutritionist|professional|expert|specialist|vet|veterinarian|dentist|tax|accountant|lawyer|"
            + "attorney|advisor|adviser|provider|manufacturer|official)", Pattern.CASE_INSENSITIVE);
    private static final Pattern LIST_MARKER = Pattern.compile(
            "^\\s*(?:[-*\u2022+]\\s+|\\d{1,2}[.)]\\s+|(?:step|tip|item|option|point)\\s+\\d{1,2}\\s*[:.)-]\\s*)",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern EMPHASIS = Pattern.compile("\\*\\*|__|^#{1,6}\\s+|`");
    private static final Pattern PASSAGE_REFERENCE = Pattern.compile(
            "\\s*[(\\[](?:see |cf\\. |from |in |source: )?(?:passages?|sources?|documents?|contexts?|refs?\\.?)\\s*"
                    + "#?\\d+(?:\\s*(?:,|and|&|-|–)\\s*#?\\d+)*[)\\]]", Pattern.CASE_INSENSITIVE);
    /** A figure numeric-units marked ({@code [unverified: 50 mg]}): read as the figure. */
    private static final Pattern UNVERIFIED = Pattern.compile("\\[unverified: ([^\\]]*)]");
    /** Personal data redacted ({@code [REDACTED EMAIL]}): no word of a claim. */
    private static final Pattern REDACTED = Pattern.compile("\\s*\\[REDACTED [A-Z_ ]+]");
    private static final Pattern HEADING = Pattern.compile("^\\s*(?:#{1,6}\\s+.*|\\*\\*[^*]+\\*\\*:?|__[^_]+__:?)\\s*$");

    private static final Pattern GREETING = Pattern.compile("^(?:(?:hi|hello|hey|greetings|sure|certainly|of course|"
            + "absolutely|okay|ok|yes|great|good|thanks|thank you|you're welcome|you are welcome|my pleasure)(?: there)?(?: (?:question|for (?:your|the|asking)"
            + "(?: question)?))?[!.,]*\\s*)*(?:(?:i(?:'d| would| will|'ll)? ?be (?:happy|glad|pleased) to (?:help|assist"
            + "|answer|explain)|i can (?:help|assist)|let me (?:help|explain)|i'm here to help|happy to help)"
            + "(?: you)?(?: with (?:that|this|your question))?[!.]*)?$", Pattern.CASE_INSENSITIVE);
    private static final Pattern SIGN_OFF = Pattern.compile("^(?:(?:i )?hope (?:this|that|it|the above|my answer)"
            + "(?: information| answer| response)? (?:helps|is helpful|was helpful|answers|clarifies|gives)|"
            + "(?:please )?(?:do )?let me know\\b|(?:please )?feel free to\\b|don't hesitate to\\b|do not hesitate to\\b|"
            + "(?:is there )?anything else\\b|have a (?:great|good|nice|wonderful)\\b|(?:i'm |i am )?(?:happy|glad) to "
            + "help|good luck\\b|if you (?:have|need) (?:any )?(?:other|more|further|additional)?\\s*(?:questions|help"
            + "|information|assistance)|thanks? (?:you )?for (?:asking|your question|reaching out)|enjoy\\b[^.]{0,30}!$)",
            Pattern.CASE_INSENSITIVE);
    /** The assistant saying who it is: "I'm the Northwind Outfitters help desk assistant, here to help ...". */
    private static final Pattern SELF = Pattern.compile("^(?:hello[!.,]*\\s*)?(?:i'm|i am) (?:the |your |a |an )?"
            + "[^.!?]{0,80}\\b(?:assistant|agent|bot|chatbot|helper|help desk)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern HERE_IS = Pattern.compile("^here(?:'s|’s| is| are)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MENTIONS_SOURCES = Pattern.compile("\\b(?:" + SOURCE_WORDS + ")\\b",
            Pattern.CASE_INSENSITIVE);



    /** Longer than this, a sentence is no greeting. */
    private static final int GREETING_CHARS = 120;

    private AnswerSentences() {
    }

    /**
     * The sentences of an answer in order, spans into the answer read as plain text ({@link Markup}: the
     * answer itself unless it holds HTML); a closing reference list is left out.
     */
    public static List<Sentence> of(String answer) {
        if (answer == null || answer.isBlank()) {
            return List.of();
        }
        return RECENT.of(answer);
    }

    /** Answers read recently: the validators of one answer each read it, and a stream's sentences twice. */
    private static final RecentReads<List<Sentence>> RECENT = new RecentReads<>(1024,
            answer -> List.copyOf(read(answer)));

    private static List<Sentence> read(String answer) {
        List<Sentence> sentences = new ArrayList<>();
        String plain = Markup.plain(answer);
        boolean aboutSources = false;
        for (SentenceSpans.Span span : SentenceSpans.of(plain)) {
            String sentence = span.sentence();
            if (sentence.startsWith("References: [")) {
                break;
            }
            Sentence read = read(sentence, span.start(), span.end(), aboutSources);
            aboutSources = read.role() == SentenceRole.DECLINE || MENTIONS_SOURCES.matcher(sentence).find();
            sentences.add(read);
        }
        return sentences;
    }

    /** The claims of an answer: the text each claim sentence is judged by, in order. */
    public static List<String> claims(String answer) {
        return of(answer).stream().filter(Sentence::isClaim).map(Sentence::claim).toList();
    }

    /**
     * Whether an answer only declines: it has no claim and at least one sentence that says the sources
     * do not answer.
     */
    public static boolean declines(List<Sentence> sentences) {
        return sentences.stream().noneMatch(Sentence::isClaim)
                && sentences.stream().anyMatch(s -> s.role() == SentenceRole.DECLINE);
    }

    /**
     * One sentence read; {@code afterSources} says whether the sentence before it spoke of the sources,
     * so that "they" in "While they cover set-up, they do not say how long to grill" is the sources.
     */
    static Sentence read(String sentence, int start, int end, boolean afterSources) {
        String unmarked = REDACTED.matcher(UNVERIFIED.matcher(Citations.strip(sentence)).replaceAll("$1")).replaceAll("");
        String text = EMPHASIS.matcher(LIST_MARKER.matcher(unmarked).replaceFirst("")).replaceAll("");
        text = PASSAGE_REFERENCE.matcher(text).replaceAll("").strip();
        if (text.startsWith("(") && text.endsWith(")")) {
            text = text.substring(1, text.length() - 1).strip();
        }
        if (text.isEmpty() || HEADING.matcher(sentence.strip()).matches()) {
            return new Sentence(sentence, start, end, SentenceRole.NOT_A_CLAIM, null);
        }
        String core = withoutConnectives(text.replace('\u2019', '\''));
        if (core.endsWith(":")) {
            return new Sentence(sentence, start, end, SentenceRole.NOT_A_CLAIM, null);
        }
        if (Declines.in(core, afterSources)) {
            return new Sentence(sentence, start, end, SentenceRole.DECLINE, null);
        }
        if (core.length() <= GREETING_CHARS && GREETING.matcher(core).matches() || SIGN_OFF.matcher(core).find()
                || core.endsWith("?")
                || SELF.matcher(core).find()
                || ADVICE.matcher(core).find()
                || HERE_IS.matcher(core).find() && MENTIONS_SOURCES.matcher(core).find()) {
            return new Sentence(sentence, start, end, SentenceRole.NOT_A_CLAIM, null);
        }
        String claim = aboutSources(withoutLeadIn(text));
        if (claim == null || Words.contentWords(claim).isEmpty() || claim.endsWith(":")) {
            return new Sentence(sentence, start, end, SentenceRole.NOT_A_CLAIM, null);
        }
        return new Sentence(sentence, start, end, SentenceRole.CLAIM, claim);
    }

    /**
     * A sentence whose subject is the sources ("Passage 3 repeats the information from passage 1"): what
     * it reports of them after "that" or "stating that", or null when it reports nothing ("Passages 1
     * and 2 provide information on foods that raise HDL"); any other sentence as it is. A report that
     * holds a figure is judged whole.
     */
    static String aboutSources(String claim) {
        Matcher subject = SOURCE_SUBJECT_VERB.matcher(claim);
        if (!subject.find()) {
            return claim;
        }
        Matcher reported = REPORTED.matcher(claim).region(subject.end(), claim.length());
        if (reported.lookingAt() || PARTICIPLE.matcher(claim).region(subject.end(), claim.length()).find()) {
            Matcher at = reported.lookingAt() ? reported : PARTICIPLE.matcher(claim);
            if (at == reported || at.find(subject.end())) {
                String said = claim.substring(at.end()).strip();
                return said.isEmpty() ? null : capitalised(said, claim);
            }
        }
        return claim.substring(subject.end()).chars().anyMatch(Character::isDigit) ? claim : null;
    }

    /** The text without the connectives ("Therefore, ", "Note: ") that open it. */
    private static String withoutConnectives(String text) {
        String core = text;
        for (Matcher m = CONNECTIVE.matcher(core); m.find() && m.end() < core.length(); m = CONNECTIVE.matcher(core)) {
            core = core.substring(m.end());
        }
        return core;
    }

    /** The claim without the lead-ins and connectives before it, its first letter as the sentence's was. */
    static String withoutLeadIn(String text) {
        String claim = text;
        for (int round = 0; round < 3; round++) {
            String before = claim;
            for (Pattern lead : List.of(CONNECTIVE, LEAD_IN, SOURCE_SAYS)) {
                Matcher m = lead.matcher(claim);
                if (m.find() && m.end() < claim.length()) {
                    claim = claim.substring(m.end());
                }
            }
            if (claim.equals(before)) {
                break;
            }
        }
        return capitalised(claim.strip(), text);
    }

    /** A part of a sentence, its first letter capitalised as the sentence's was. */
    private static String capitalised(String part, String sentence) {
        if (!part.equals(sentence) && !part.isEmpty() && Character.isLowerCase(part.charAt(0))
                && Character.isUpperCase(sentence.charAt(0))) {
            return Character.toUpperCase(part.charAt(0)) + part.substring(1);
        }
        return part;
    }
}
