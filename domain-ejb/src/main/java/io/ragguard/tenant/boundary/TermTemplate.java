package io.ragguard.tenant.boundary;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Renders text written with canonical placeholders ({@code {{loyalty_program}}}) in a tenant's terms. */
public final class TermTemplate {

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\{\\s*([a-z0-9_]+)\\s*}}");

    private TermTemplate() {
    }

    public static String render(String template, Map<String, String> terms) {
        Matcher m = PLACEHOLDER.matcher(template);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String term = terms.get(m.group(1));
            if (term == null) {
                throw new IllegalArgumentException("no term for placeholder " + m.group(1));
            }
            m.appendReplacement(out, Matcher.quoteReplacement(term));
        }
        m.appendTail(out);
        return out.toString();
    }
}
