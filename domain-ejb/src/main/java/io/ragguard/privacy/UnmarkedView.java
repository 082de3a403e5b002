package io.ragguard.privacy;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text read without the {@code [unverified: ...]} marks the numeric check puts around figures it
 * cannot find in the evidence, and the way back to the text's own offsets. A phone number or an SSN
 * whose parts were marked one by one ({@code [unverified: 100]-[unverified: 06]-[unverified: 3265]})
 * is personal data all the same; read through its marks it is found, and its span in the text takes
 * the marks around it along, so that redacting it leaves no bracket open.
 */
final class UnmarkedView {

    private static final Pattern MARK = Pattern.compile("\\[unverified: ([^\\]]*)]");

    private final String text;
    private final String view;
    /** For each character of the view, its offset in the text. */
    private final int[] offsets;
    /** Which characters of the text belong to a mark rather than to what it marks. */
    private final boolean[] marks;

    private UnmarkedView(String text, String view, int[] offsets, boolean[] marks) {
        this.text = text;
        this.view = view;
        this.offsets = offsets;
        this.marks = marks;
    }

    /** The view of a text; the text itself (no offsets to map) when it has no marks. */
    static UnmarkedView of(String text) {
        Matcher m = MARK.matcher(text);
        if (!m.find()) {
            return new UnmarkedView(text, text, null, null);
        }
        StringBuilder view = new StringBuilder(text.length());
        int[] offsets = new int[text.length()];
        boolean[] marks = new boolean[text.length()];
        int copied = 0;
        do {
            copy(text, copied, m.start(), view, offsets);
            for (int i = m.start(); i < m.start(1); i++) {
                marks[i] = true;
            }
            copy(text, m.start(1), m.end(1), view, offsets);
            marks[m.end() - 1] = true;
            copied = m.end();
        } while (m.find());
        copy(text, copied, text.length(), view, offsets);
        return new UnmarkedView(text, view.toString(), offsets, marks);
    }

    private static void copy(String text, int from, int to, StringBuilder view, int[] offsets) {
        for (int i = from; i < to; i++) {
            offsets[view.length()] = i;
            view.append(text.charAt(i));
        }
    }

    String view() {
        return view;
    }

    /** A finding in the view as a finding in the text, with the marks that open and close around it. */
    PiiFinding inText(PiiFinding found) {
        if (offsets == null) {
            return found;
        }
        int start = offsets[found.start()];
        int end = offsets[found.end() - 1] + 1;
        while (start > 0 && marks[start - 1] && text.charAt(start - 1) != ']') {
            start--;
        }
        while (end < text.length() && marks[end] && text.charAt(end) == ']') {
            end++;
        }
        return new PiiFinding(found.kind(), start, end);
    }
}
