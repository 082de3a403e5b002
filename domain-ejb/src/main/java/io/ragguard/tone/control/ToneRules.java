package io.ragguard.tone.control;

import io.ragguard.tone.boundary.ToneStyle;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Rewrites an answer's form to a {@link ToneStyle}: drops opening pleasantries and sign-offs, expands
 * or makes contractions, turns exclamations into full stops, drops emoji, splits an over-long sentence
 * at its semicolons; in every style it lowers shouting and tidies spaces. Words that carry facts,
 * figures and citation markers are never touched: the rules only remove decoration, rewrite the
 * spelling of the same words ("do not" and "don't"), and change punctuation between statements.
 */
public final class ToneRules {

    private static final Pattern OPENER = Pattern.compile(
            "^(?:(?:sure|certainly|of course|absolutely|great question|good question|happy to help|no problem)"
                    + "\\b[!.,:]*\\s*)+", Pattern.CASE_INSENSITIVE);
    /** A sentence that only signs off. */
    private static final Pattern CLOSING = Pattern.compile(
            "(?:^|(?<=[.!?])\\s+)(?:I )?(?:hope (?:this|that) helps|let me know if [^.!?]*|feel free to [^.!?]*"
                    + "|is there anything else[^.!?]*|happy to help[^.!?]*|thanks for (?:asking|your question)[^.!?]*)"
                    + "[.!?]*\\s*$", Pattern.CASE_INSENSITIVE);
    private static final Pattern EXCLAMATION = Pattern.compile("!+");
    /** Pictographs and dingbats only: other symbols (°, €, ©, µ) are facts, not decoration. */
    private static final Pattern EMOJI = Pattern.compile(
            "[\\x{1F000}-\\x{1FAFF}\\x{2600}-\\x{27BF}\\x{2B00}-\\x{2BFF}\\x{FE0F}\\x{200D}]");
    /** Two or more capitalised words in a row are shouting; one alone is an acronym (HIPAA) and stays. */
    private static final Pattern SHOUTED_RUN = Pattern.compile("\\b\\p{Lu}{2,}(?:\\s+\\p{Lu}{2,})+\\b");
    private static final Pattern SPACES = Pattern.compile("[ \\t]+");
    private static final Pattern SPACE_BEFORE_PUNCTUATION = Pattern.compile("\\s+([.,;:?])");
    private static final Pattern SENTENCE = Pattern.compile("[^.!?]+(?:[.!?]+(?:\\s*\\[\\d+])*|$)\\s*");

    /** Each contraction with its full form, both as lower case. */
    private static final Map<String, String> CONTRACTIONS = contractions(
            "don't do not", "doesn't does not", "didn't did not", "can't cannot", "won't will not", "isn't is not",
            "aren't are not", "wasn't was not", "weren't were not", "hasn't has not", "haven't have not",
            "hadn't had not", "couldn't could not", "shouldn't should not", "wouldn't would not", "mustn't must not",
            "it's it is", "that's that is", "there's there is", "what's what is", "let's let us", "i'm i am",
            "you're you are", "we're we are", "they're they are", "i've i have", "you've you have",
            "we've we have", "they've they have", "i'll i will", "you'll you will", "we'll we will",
            "they'll they will", "it'll it will");
    private static final Pattern CONTRACTED = Pattern.compile("\\b(" + CONTRACTIONS.keySet().stream()
            .map(ToneRules::eitherFirstLetter).collect(Collectors.joining("|")).replace("'", "['’]") + ")\\b");
    /** The full forms a friendly style contracts (not "let us" or "I will", whose contraction shifts the tone too far). */
    private static final List<String> CONTRACTIBLE = List.of("do not", "does not", "did not", "cannot", "will not",
            "is not", "are not", "was not", "were not", "has not", "have not", "could not", "should not",
            "would not", "it is", "that is", "there is", "you are", "we are", "they are", "i am");
    private static final Pattern FULL = Pattern.compile("\\b(" + CONTRACTIBLE.stream()
            .map(ToneRules::eitherFirstLetter).collect(Collectors.joining("|")) + ")\\b");

    private ToneRules() {
    }

    /** The text in the style; null and blank text come back as they are. */
    public static String apply(ToneStyle style, String text) {
        if (text == null || text.isBlank()) {
            return text;
        }
        String out = text.strip();
        if (!style.emoji()) {
            out = EMOJI.matcher(out).replaceAll("").strip();
        }
        if (!style.openers()) {
            out = OPENER.matcher(out).replaceFirst("");
        }
        if (!style.closings()) {
            String before;
            do {
                before = out;
                out = CLOSING.matcher(out).replaceFirst("").strip();
            } while (!out.equals(before) && !out.isEmpty());
        }
        if (!style.exclamations()) {
            out = EXCLAMATION.matcher(out).replaceAll(".");
        }
        out = switch (style.contractions()) {
            case EXPAND -> replaceKeepingCase(CONTRACTED, out, m -> CONTRACTIONS.get(
                    m.toLowerCase(Locale.ROOT).replace('’', '\'')));
            case CONTRACT -> replaceKeepingCase(FULL, out, m -> contraction(m.toLowerCase(Locale.ROOT)));
            case KEEP -> out;
        };
        if (style.maxSentenceWords() > 0) {
            out = splitLong(out, style.maxSentenceWords());
        }
        out = SHOUTED_RUN.matcher(out).replaceAll(m -> m.group().toLowerCase(Locale.ROOT));
        out = SPACES.matcher(out).replaceAll(" ");
        out = SPACE_BEFORE_PUNCTUATION.matcher(out).replaceAll("$1").strip();
        if (!out.isEmpty() && Character.isLowerCase(out.charAt(0))) {
            out = Character.toUpperCase(out.charAt(0)) + out.substring(1);
        }
        return out;
    }

    /**
     * A lower-case phrase as a pattern that also takes it capitalised ("[Dd]o not", "I am"), and no other
     * case: "Do Not Use" is a label's name and "DON'T" a shout, not a form to rewrite.
     */
    private static String eitherFirstLetter(String phrase) {
        String rest = phrase.substring(1); // letters, spaces and apostrophes only
        char first = phrase.charAt(0);
        return first == 'i' && (phrase.length() == 1 || !Character.isLetter(phrase.charAt(1)))
                ? "I" + rest : "[" + first + Character.toUpperCase(first) + "]" + rest;
    }

    private static String contraction(String full) {
        return CONTRACTIONS.entrySet().stream().filter(e -> e.getValue().equals(full)).map(Map.Entry::getKey)
                .findFirst().orElse(full);
    }

    /** Each match replaced, its first letter's case kept ("Do not" → "Don't", "I'm" → "I am"). */
    private static String replaceKeepingCase(Pattern pattern, String text, java.util.function.UnaryOperator<String> by) {
        Matcher m = pattern.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String found = m.group();
            String replacement = by.apply(found);
            if (replacement.startsWith("i ") || replacement.startsWith("i'")) {
                replacement = "I" + replacement.substring(1);
            } else if (Character.isUpperCase(found.charAt(0))) {
                replacement = Character.toUpperCase(replacement.charAt(0)) + replacement.substring(1);
            }
            m.appendReplacement(out, Matcher.quoteReplacement(replacement));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Sentences longer than {@code max} words split at their semicolons into sentences of their own. */
    private static String splitLong(String text, int max) {
        List<String> sentences = new ArrayList<>();
        Matcher m = SENTENCE.matcher(text);
        while (m.find()) {
            String sentence = m.group();
            if (sentence.strip().split("\\s+").length > max && sentence.contains("; ")) {
                StringBuilder split = new StringBuilder();
                for (String part : sentence.split(";\\s+")) {
                    String p = part.strip();
                    if (split.length() > 0) {
                        split.append(". ");
                        p = Character.toUpperCase(p.charAt(0)) + p.substring(1);
                    }
                    split.append(p);
                }
                sentences.add(split + " ");
            } else {
                sentences.add(sentence);
            }
        }
        return String.join("", sentences).strip();
    }

    private static Map<String, String> contractions(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (String pair : pairs) {
            int space = pair.indexOf(' ');
            map.put(pair.substring(0, space), pair.substring(space + 1));
        }
        return map;
    }
}
