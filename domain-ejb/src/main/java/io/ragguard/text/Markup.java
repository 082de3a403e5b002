package io.ragguard.text;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The plain text of a text with HTML remnants, as real documents and model answers carry them: a
 * block tag ({@code <p>}, {@code <li>}, {@code <br>}, headings, table cells) becomes a line break,
 * any other tag goes, and the common entities become their characters. A text without markup comes
 * back as it is (the same string), so the sentences and spans of clean text never change. A
 * {@code <} that does not open a tag ({@code x < 5}) is left alone.
 */
public final class Markup {

    private static final Pattern BLOCK_TAG = Pattern.compile(
            "</?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|blockquote)\\b[^<>]{0,200}>",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TAG = Pattern.compile("</?[a-zA-Z][^<>]{0,200}>|<!--.*?-->", Pattern.DOTALL);
    private static final Pattern ENTITY = Pattern.compile("&(?:(amp|lt|gt|quot|apos|nbsp)|#(\\d{1,6})|#x([0-9a-fA-F]{1,6}));");
    private static final Map<String, String> NAMED = Map.of("amp", "&", "lt", "<", "gt", ">", "quot", "\"",
            "apos", "'", "nbsp", " ");

    private Markup() {
    }

    public static String plain(String text) {
        if (text == null || text.indexOf('<') < 0 && text.indexOf('&') < 0) {
            return text;
        }
        String untagged = TAG.matcher(BLOCK_TAG.matcher(text).replaceAll("\n")).replaceAll("");
        Matcher entity = ENTITY.matcher(untagged);
        StringBuilder plain = new StringBuilder(untagged.length());
        while (entity.find()) {
            String character = entity.group(1) != null ? NAMED.get(entity.group(1))
                    : Character.toString(Integer.parseInt(entity.group(2) != null ? entity.group(2) : entity.group(3),
                    entity.group(2) != null ? 10 : 16));
            entity.appendReplacement(plain, Matcher.quoteReplacement(character));
        }
        entity.appendTail(plain);
        String result = plain.toString();
        return result.equals(text) ? text : result;
    }
}
