package io.ragguard.console.display;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One text against another, word by word (a longest common subsequence of their words, whitespace kept
 * with the word before it): what the guard's patches removed from an answer and added, or what changed
 * between two versions of an identity prompt.
 */
public final class WordDiff {

    /** Beyond this many words on either side the answers are shown as removed and added whole. */
    static final int MAX_WORDS = 3000;
    private static final Pattern WORD = Pattern.compile("\\S+\\s*|\\s+");

    private WordDiff() {
    }

    public static List<Segment> of(String before, String after) {
        List<String> a = words(before == null ? "" : before);
        List<String> b = words(after == null ? "" : after);
        if (a.size() > MAX_WORDS || b.size() > MAX_WORDS) {
            return merged(List.of(new Segment(String.join("", a), "removed"), new Segment(String.join("", b), "added")));
        }
        int[][] common = new int[a.size() + 1][b.size() + 1];
        for (int i = a.size() - 1; i >= 0; i--) {
            for (int j = b.size() - 1; j >= 0; j--) {
                common[i][j] = same(a.get(i), b.get(j)) ? common[i + 1][j + 1] + 1
                        : Math.max(common[i + 1][j], common[i][j + 1]);
            }
        }
        List<Segment> segments = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            if (i < a.size() && j < b.size() && same(a.get(i), b.get(j))) {
                segments.add(new Segment(b.get(j), "same"));
                i++;
                j++;
            } else if (i < a.size() && (j == b.size() || common[i + 1][j] >= common[i][j + 1])) {
                segments.add(new Segment(a.get(i++), "removed"));
            } else {
                segments.add(new Segment(b.get(j++), "added"));
            }
        }
        return merged(segments);
    }

    private static boolean same(String x, String y) {
        return x.strip().equals(y.strip());
    }

    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text);
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }

    /** Neighbouring segments of one kind as one; empty ones dropped. */
    static List<Segment> merged(List<Segment> segments) {
        List<Segment> merged = new ArrayList<>();
        for (Segment s : segments) {
            if (s.text().isEmpty()) {
                continue;
            }
            Segment last = merged.isEmpty() ? null : merged.get(merged.size() - 1);
            if (last != null && last.kind().equals(s.kind())) {
                merged.set(merged.size() - 1, new Segment(last.text() + s.text(), s.kind()));
            } else {
                merged.add(s);
            }
        }
        return merged;
    }
}
