package io.ragguard.validation.ethics;

import io.ragguard.embedding.boundary.Vectors;
import io.ragguard.validation.spi.DeclineReason;
import io.ragguard.validation.spi.Verdict;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The pure judgement of the ethics validator. A denied topic is hit when the question or the answer
 * is at least {@code threshold} cosine-similar to the topic's description; a harmful category when
 * the question or the answer holds one of its words or phrases as whole words (any case, any white
 * space between the words of a phrase). Any hit fails with {@code denied_topic:<topic>} or
 * {@code harmful:<category>} and the refusal template as patch. The score is the similarity of the
 * closest topic.
 */
public final class EthicsScreen {

    /** A denied topic and the embedding of its description. */
    public record Topic(String name, float[] vector) {
    }

    private EthicsScreen() {
    }

    public static Verdict screen(String question, String answer, float[] questionVector, float[] answerVector,
                                 List<Topic> topics, Map<String, List<String>> harmWords, double threshold,
                                 String template) {
        Set<String> reasons = new LinkedHashSet<>();
        double closest = 0.0;
        for (Topic topic : topics) {
            double similarity = Math.max(similarity(questionVector, topic.vector()),
                    similarity(answerVector, topic.vector()));
            closest = Math.max(closest, similarity);
            if (similarity >= threshold) {
                reasons.add("denied_topic:" + slug(topic.name()));
            }
        }
        for (Map.Entry<String, List<String>> category : new TreeMap<>(harmWords).entrySet()) {
            if (category.getValue().stream().anyMatch(word -> containsWords(question, word)
                    || containsWords(answer, word))) {
                reasons.add("harmful:" + slug(category.getKey()));
            }
        }
        if (reasons.isEmpty()) {
            return Verdict.pass(closest, threshold);
        }
        return Verdict.fail(closest, threshold, new ArrayList<>(reasons).toArray(String[]::new))
                .declining(template, DeclineReason.OUT_OF_SCOPE);
    }

    /** Whether the text holds the word or phrase as whole words, ignoring case. */
    static boolean containsWords(String text, String phrase) {
        if (text == null || phrase == null || phrase.isBlank()) {
            return false;
        }
        String words = String.join("\\s+", quoteEach(phrase.strip().split("\\s+")));
        return Pattern.compile("(?<![\\p{L}\\p{N}])" + words + "(?![\\p{L}\\p{N}])",
                Pattern.CASE_INSENSITIVE | Pattern.UNICODE_CASE).matcher(text).find();
    }

    private static String[] quoteEach(String[] words) {
        String[] quoted = new String[words.length];
        for (int i = 0; i < words.length; i++) {
            quoted[i] = Pattern.quote(words[i]);
        }
        return quoted;
    }

    /** A stable snake_case form of a topic or category name for reason codes. */
    static String slug(String name) {
        String slug = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
        return slug.isEmpty() ? "unnamed" : slug;
    }

    private static double similarity(float[] text, float[] topic) {
        return text == null || topic == null ? 0.0 : Vectors.cosine(text, topic);
    }
}
