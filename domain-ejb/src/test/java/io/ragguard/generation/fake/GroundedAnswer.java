package io.ragguard.generation.fake;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * What a grounded model answers to the router's prompt (its last user message: {@code Sources:}, then
 * {@code [n] Title} and the passage, then {@code Question:}): the one or two source sentences sharing the
 * most content words (lower case, longer than three letters) with the question, each ending with its
 * marker, as in "Members get 60 days [1]."; "I don't know." when no sentence shares one; "ok" to the
 * question {@code ping}; a passage judge's decision when the system message asks for one; and a grounding
 * judge's verdicts when it asks for those: each numbered sentence {@code supported} when every content word
 * of it (lower case, longer than three letters) is in the sources, else {@code unsupported}.
 */
public final class GroundedAnswer {

    /** The words of a passage judge's system message. */
    public static final String JUDGE_PHRASE = "fit source for answering a question";
    /** The words of a grounding judge's system message. */
    public static final String GROUNDING_JUDGE_PHRASE = "whether each numbered sentence of an answer is supported";
    private static final Pattern NUMBERED = Pattern.compile("(?m)^(\\d+)\\. (.*)$");
    /**
     * The sentence {@link Scenario#UNSUPPORTED_FIGURE} adds, and all that {@link Scenario#UNSUPPORTED} says: no
     * source holds its figure.
     */
    public static final String UNSUPPORTED_SENTENCE = "The fee for this is 987 dollars [1].";
    public static final String NO_ANSWER = "I don't know.";
    private static final int LONG_WORDS = 4000;
    private static final Pattern MARKER = Pattern.compile("\\[(\\d+)]\\s*(.*)");

    private record Source(int marker, String title, String text) {
    }

    private record Ranked(String sentence, int score, int order) {
    }

    private final boolean judge;
    private final boolean groundingJudge;
    private final String question;
    private final List<Source> sources;

    private GroundedAnswer(boolean judge, boolean groundingJudge, String question, List<Source> sources) {
        this.judge = judge;
        this.groundingJudge = groundingJudge;
        this.question = question;
        this.sources = sources;
    }

    /** Reads the prompt: the system message and the last user message. */
    public static GroundedAnswer of(String system, String lastUserMessage) {
        int questionAt = lastUserMessage.lastIndexOf("Question:");
        String question = (questionAt < 0 ? lastUserMessage : lastUserMessage.substring(questionAt + 9)).strip();
        String head = questionAt < 0 ? "" : lastUserMessage.substring(0, questionAt);
        int sourcesAt = head.indexOf("Sources:");
        List<Source> sources = new ArrayList<>();
        if (sourcesAt >= 0) {
            int marker = 0;
            String title = null;
            StringBuilder text = new StringBuilder();
            for (String line : head.substring(sourcesAt + 8).split("\\R")) {
                Matcher start = MARKER.matcher(line.strip());
                if (start.matches()) {
                    if (title != null) {
                        sources.add(new Source(marker, title, text.toString().strip()));
                    }
                    marker = Integer.parseInt(start.group(1));
                    title = start.group(2);
                    text.setLength(0);
                } else if (title != null && !line.isBlank()) {
                    text.append(line.strip()).append(' ');
                }
            }
            if (title != null) {
                sources.add(new Source(marker, title, text.toString().strip()));
            }
        }
        return new GroundedAnswer(system != null && system.contains(JUDGE_PHRASE),
                system != null && system.contains(GROUNDING_JUDGE_PHRASE), question, sources);
    }

    /** The answer of {@link Scenario#ANSWER}. */
    public String answer() {
        if (groundingJudge) {
            return verdicts(false);
        }
        if (judge) {
            boolean fit = !sources.isEmpty() && shared(sources.get(0).title() + " " + sources.get(0).text()) > 0;
            return "{\"decision\": \"" + (fit ? "accept" : "reject") + "\"}";
        }
        if (question.replaceFirst("\\?$", "").strip().equalsIgnoreCase("ping")) {
            return "ok";
        }
        return String.join(" ", sentences());
    }

    /**
     * A grounding judge's reply to the numbered sentences after "Sentences:": each supported when every
     * content word is in the sources, or, with {@code all}, every one supported.
     */
    public String verdicts(boolean all) {
        Set<String> known = contentWords(sources.stream().map(s -> s.title() + " " + s.text())
                .collect(Collectors.joining(" ")));
        StringBuilder reply = new StringBuilder("{\"verdicts\": [");
        Matcher numbered = NUMBERED.matcher(question);
        boolean first = true;
        while (numbered.find()) {
            boolean supported = all || known.containsAll(contentWords(numbered.group(2)));
            reply.append(first ? "" : ", ").append("{\"sentence\": ").append(numbered.group(1))
                    .append(", \"verdict\": \"").append(supported ? "supported" : "unsupported").append("\"}");
            first = false;
        }
        return reply.append("]}").toString();
    }

    /** The answer of {@link Scenario#UNSUPPORTED_FIGURE}: the unsupported sentence after the first one. */
    public String withUnsupportedFigure() {
        List<String> sentences = sentences();
        return sentences.get(0) + " " + UNSUPPORTED_SENTENCE + (sentences.size() > 1 ? " " + sentences.get(1) : "");
    }

    /** The answer of {@link Scenario#LONG}: the answer, then every source sentence in turn, to 4,000 words. */
    public String longAnswer() {
        List<String> filler = sources.stream()
                .flatMap(source -> Arrays.stream(split(source.text())).map(s -> marked(s, source.marker())))
                .collect(Collectors.toCollection(ArrayList::new));
        if (filler.isEmpty()) {
            filler.addAll(sentences());
        }
        StringBuilder text = new StringBuilder(String.join(" ", sentences()));
        for (int i = 0; WireFormat.words(text.toString()) < LONG_WORDS; i++) {
            text.append(' ').append(filler.get(i % filler.size()));
        }
        return text.toString();
    }

    /** The one or two best sentences with their markers, or {@link #NO_ANSWER}. */
    private List<String> sentences() {
        List<Ranked> ranked = new ArrayList<>();
        for (Source source : sources) {
            for (String sentence : split(source.text())) {
                int score = shared(sentence);
                if (score > 0) {
                    ranked.add(new Ranked(marked(sentence, source.marker()), score, ranked.size()));
                }
            }
        }
        if (ranked.isEmpty()) {
            return List.of(NO_ANSWER);
        }
        return ranked.stream()
                .sorted(Comparator.comparingInt(Ranked::score).reversed().thenComparingInt(Ranked::order))
                .limit(2).map(Ranked::sentence).toList();
    }

    private int shared(String text) {
        Set<String> words = contentWords(text);
        words.retainAll(contentWords(question));
        return words.size();
    }

    private static Set<String> contentWords(String text) {
        return Arrays.stream(text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+"))
                .filter(word -> word.length() > 3)
                .collect(Collectors.toSet());
    }

    private static String[] split(String text) {
        return Arrays.stream(text.split("(?<=[.!?])\\s+")).filter(s -> !s.isBlank()).toArray(String[]::new);
    }

    /** "Members get 60 days." and 1 make "Members get 60 days [1]." */
    private static String marked(String sentence, int marker) {
        String text = sentence.strip();
        char last = text.charAt(text.length() - 1);
        boolean ended = last == '.' || last == '!' || last == '?';
        return (ended ? text.substring(0, text.length() - 1) : text) + " [" + marker + "]" + (ended ? last : '.');
    }
}
