package io.ragguard.validation.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Times of day written one way for comparing: "5:00 PM", "5 pm", "5:00 p.m." and "17:00" are all
 * {@code 17:00}, "17:0" too (as some records write it), "12 AM" is {@code 00:00}. A number that is no
 * time ("5 mg") stays as it is.
 */
public final class ClockTimes {

    /** A time of day at {@code start}..{@code end} of a text, and its {@code value} as {@code HH:MM}. */
    public record Time(int start, int end, String value) {
    }

    private static final Pattern TIME = Pattern.compile("(?<![\\p{L}\\p{N}:.,])(\\d{1,2})(?::(\\d{1,2}))?\\s?"
            + "(?:([ap]\\.\\s?m(?:\\.(?!\\s+(?-i:\\p{Lu})|\\s*$))?|[ap]\\s?m)(?![\\p{L}])|(?<=:\\d{1,2}))(?![\\p{N}])",
            Pattern.CASE_INSENSITIVE);

    private ClockTimes() {
    }

    /** The times of day in a text, in order. */
    public static List<Time> in(String text) {
        List<Time> times = new ArrayList<>();
        if (text == null || text.indexOf(':') < 0 && !meridiem(text)) {
            return times;
        }
        Matcher m = TIME.matcher(text);
        while (m.find()) {
            int hour = Integer.parseInt(m.group(1));
            int minute = m.group(2) == null ? 0 : Integer.parseInt(m.group(2));
            String half = m.group(3) == null ? null : m.group(3).toLowerCase(Locale.ROOT).replaceAll("[.\\s]", "");
            if (m.group(2) == null && half == null || hour > 24 || minute > 59
                    || half != null && (hour < 1 || hour > 12)) {
                continue;
            }
            if ("pm".equals(half) && hour < 12) {
                hour += 12;
            } else if ("am".equals(half) && hour == 12) {
                hour = 0;
            }
            int end = m.end();
            while (end > m.start() && Character.isWhitespace(text.charAt(end - 1))) {
                end--;
            }
            times.add(new Time(m.start(), end, String.format(Locale.ROOT, "%02d:%02d", hour, minute)));
        }
        return times;
    }

    /** The text with every time of day written as {@code HH:MM} on a 24-hour clock; the same string without any. */
    public static String canonical(String text) {
        List<Time> times = in(text);
        if (times.isEmpty()) {
            return text;
        }
        StringBuilder out = new StringBuilder(text.length());
        int copied = 0;
        for (Time time : times) {
            out.append(text, copied, time.start()).append(time.value());
            copied = time.end();
        }
        return out.append(text.substring(copied)).toString();
    }

    private static boolean meridiem(String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        return lower.contains("am") || lower.contains("pm") || lower.contains("a.m") || lower.contains("p.m");
    }
}
