package io.ragguard.validation.text;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static io.ragguard.validation.text.AnswerSentences.SOURCES;

/**
 * The sentences of an answer that say its sources do not answer ({@link SentenceRole#DECLINE}): "Unable to
 * answer based on given passages.", "The passages do not mention the price.", "There is no information
 * about refunds.", "None of the passages provide ...", and, after a sentence about the sources, "they do
 * not say how long to grill". One that goes on to state something ("..., but the dose is 50 mg") is no
 * decline.
 */
final class Declines {

    /** What, after a decline, states something more: "..., but it is implied that ...". */
    private static final Pattern CONTRAST = Pattern.compile("(?i)\\b(?:but|however|although|though|yet|rather|"
            + "instead|whereas|except)\\b|;\\s*\\S");

    private static final String SOURCE_SUBJECT = "(?:passages?|contexts?|sources?|documents?|texts?|excerpts?|articles?"
            + "|information(?: (?:provided|given|available))?|search results|data|materials?|snippets?|they|it)";
    private static final String UNSAID = "(?:mention|provide|contain|specify|include|say|state|offer|give|discuss"
            + "|address|cover|describe|detail|explain|list|indicate|talk|answer|support|reference|have|hold|clarify"
            + "|outline|define|identify|suggest|elaborate|touch|go into|specifically|explicitly|directly|clearly"
            + "|seem|appear)";
    private static final Pattern DECLINE = Pattern.compile(String.join("|",
            "^(?:i(?:'m| am) )?(?:unfortunately,? )?(?:unable|not able) to (?:answer|provide|determine|find|say|tell"
                    + "|give|confirm|offer|locate|identify|respond)",
            "^(?:unfortunately,? )?i (?:cannot|can't|can not|could not|couldn't|am unable to|was unable to|do not have|"
                    + "don't have) (?:\\w+ ){0,2}(?:answer|provide|determine|find|say|tell|give|confirm|offer|locate|"
                    + "identify|information|details|data|enough|access)",
            "^i (?:don't|do not) know\\b|^i(?:'m| am) (?:not sure|unsure)\\b",
            "\\b(?:is|are|was|were)(?: not|n't) (?:explicitly |specifically |directly |clearly )?(?:mentioned|provided"
                    + "|stated|specified|addressed|covered|discussed|given|listed|included|detailed|described)\\s*[.!]?$",
            "\\bunable to (?:answer|respond) based on\\b",
            "^(?:however,? |unfortunately,? |but )?there (?:is|are|was|were) no (?:\\w+ ){0,3}(?:information|mention"
                    + "|details?|data|indication|evidence|reference|answer|specifics)\\b",
            "^(?:however,? |unfortunately,? )?no (?:\\w+ ){0,2}(?:information|details?|data|mention)"
                    + " (?:is|are|was|were) (?:\\w+ )?(?:provided|given|available|mentioned|included|found)",
            "\\bit(?: is|'s) (?:not |im)possible to (?:answer|determine|provide|say|tell|give|know|confirm)\\b",
            "\\b(?:not|n't|never) (?:explicitly |specifically |directly |clearly )?(?:mentioned|provided|stated|specified"
                    + "|addressed|covered|discussed|given|included|described|detailed|found|listed) (?:in|by) (?:"
                    + SOURCES + ")",
            "^(?:however,? |unfortunately,? )?(?:none|neither) of " + SOURCES + "\\b",
            "\\bbeyond the scope of (?:" + SOURCES + ")",
            "\\b(?:cannot|can't|can not|could not) be (?:answered|determined|found|confirmed|provided|given) (?:from|with|"
                    + "(?:solely |only |entirely )?based (?:solely |only |entirely )?on|"
                    + "using|in) (?:" + SOURCES + ")"), Pattern.CASE_INSENSITIVE);
    /** A sentence whose subject, the sources or a pronoun for them, says they do not answer. */
    private static final Pattern DECLINE_BY_SOURCES = Pattern.compile(String.join("|",
            "\\b" + SOURCE_SUBJECT + "(?:\\s+#?\\d+(?:\\s*(?:,|and|&)\\s*#?\\d+)*)?(?:\\s+(?:provided|given|above|"
                    + "themselves|also|still|here|you provided|you gave))?\\s+(?:do|does|did)(?: not|n't)\\s+(?:\\w+\\s+){0,2}?"
                    + UNSAID + "\\b",
            "\\b" + SOURCE_SUBJECT + "\\b[^.;]{0,40}?\\b(?:lacks?|has no|have no|contains? no|provides? no|"
                    + "gives? no|makes? no|says? nothing|is silent|are silent)\\b"), Pattern.CASE_INSENSITIVE);

    /** A word every decline holds one of: sentences without any need not be matched against the declines. */
    private static final Pattern NEGATIVE_HINT = Pattern.compile("(?i)\\bnot?\\b|n't|unable|cannot|none|neither"
            + "|lacks?\\b|beyond|possible|silent|nothing|\\bunsure");

    private Declines() {
    }

    /**
     * Whether a sentence says that the sources do not answer, and nothing more: one that goes on after
     * "but" or "however" to state something is judged as a claim.
     */
    static boolean in(String sentence, boolean afterSources) {
        if (!NEGATIVE_HINT.matcher(sentence).find()) {
            return false;
        }
        Matcher m = DECLINE.matcher(sentence);
        if (m.find() && !CONTRAST.matcher(sentence.substring(m.end())).find()) {
            return true;
        }
        m = DECLINE_BY_SOURCES.matcher(sentence);
        while (m.find()) {
            boolean pronoun = m.group().toLowerCase(Locale.ROOT).matches("^(?:they|it)\\b.*");
            if ((!pronoun || afterSources) && !CONTRAST.matcher(sentence.substring(m.end())).find()) {
                return true;
            }
        }
        return false;
    }
}
