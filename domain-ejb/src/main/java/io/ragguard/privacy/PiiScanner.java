package io.ragguard.privacy;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds personal data in a text and redacts it. Kinds are searched from the most to the least
 * specific (e-mail, IBAN, card, SSN, IP, phone), and a later finding that overlaps an earlier one
 * is dropped, so a card number is not also reported as a phone number. Something shaped like an
 * IBAN whose check fails is not personal data, and nor are the digits inside it.
 */
public final class PiiScanner {

    private static final Pattern EMAIL = Pattern.compile("(?<![\\w.%+-])(?:\"[^\"\\r\\n@]{1,64}\"|[\\w.%+-]+)@"
            + "[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*"
            + "\\.[A-Za-z]{2,}(?![\\w-])");
    private static final Pattern IBAN = Pattern.compile("(?<![\\w-])[A-Z]{2}\\d{2}"
            + "(?:[A-Z0-9]{11,30}|(?: [A-Z0-9]{4}){2,7}(?: [A-Z0-9]{1,4})?)(?![\\w-])");
    private static final Pattern CARD = Pattern.compile("(?<![\\w.,-])(?:\\d{13,19}"
            + "|\\d{4}[ -]\\d{4}[ -]\\d{4}[ -]\\d{1,4}(?:[ -]\\d{1,3})?"
            + "|\\d{4}[ -]\\d{6}[ -]\\d{4,5})(?!\\w|[.,-]\\d)");
    /** Three, two and four digits, a dash between at least one pair and a dash or space between the other. */
    private static final Pattern SSN = Pattern.compile("(?<![\\w.,-])\\d{3}(?:-\\d{2}[- ]|[- ]\\d{2}-)\\d{4}"
            + "(?!\\w|[.,-]\\d)");
    /** Nine digits, spaced or not, right after the words that name them. */
    private static final Pattern NAMED_SSN = Pattern.compile("(?i)\\b(?:ssn|social security(?: number| no\\.?)?)"
            + "\\b[^\\d\\n]{0,20}(?<ssn>(?<!\\d)\\d{3} ?\\d{2} ?\\d{4})(?![\\w-]|[.,]\\d)");

    private PiiScanner() {
    }

    /**
     * The findings, in order of position, none overlapping another; personal data broken up by the
     * numeric check's {@code [unverified: ...]} marks is found through them ({@link UnmarkedView}), and
     * personal data in disguise ({@code jo [at] example [dot] com}, fullwidth digits, a Cyrillic letter,
     * {@code 555/123/4567}) as a person reads it ({@link DisguisedView}).
     */
    public static List<PiiFinding> scan(String text) {
        UnmarkedView unmarked = UnmarkedView.of(text);
        DisguisedView disguised = DisguisedView.of(unmarked.view());
        return scanPlain(disguised.view()).stream().map(disguised::inSource).map(unmarked::inText).toList();
    }

    private static List<PiiFinding> scanPlain(String text) {
        List<PiiFinding> claimed = new ArrayList<>();
        claim(claimed, matches(text, EMAIL, PiiKind.EMAIL, m -> true));
        claim(claimed, matches(text, IBAN, PiiKind.IBAN, m -> true));
        claim(claimed, matches(text, CARD, PiiKind.CARD, Checksums::luhn));
        claim(claimed, matches(text, SSN, PiiKind.SSN, m -> true));
        claim(claimed, named(text));
        claim(claimed, NetworkAddresses.find(text));
        claim(claimed, PhoneNumbers.find(text));
        return claimed.stream()
                .filter(f -> f.kind() != PiiKind.IBAN || Checksums.mod97(text.substring(f.start(), f.end())))
                .sorted(Comparator.comparingInt(PiiFinding::start)).toList();
    }

    /** The text with each finding replaced by its redaction, such as {@code [REDACTED EMAIL]}. */
    public static String redact(String text, List<PiiFinding> findings) {
        StringBuilder redacted = new StringBuilder(text);
        findings.stream().sorted(Comparator.comparingInt(PiiFinding::start).reversed())
                .forEach(f -> redacted.replace(f.start(), f.end(), f.kind().redaction()));
        return redacted.toString();
    }

    /** The text with every piece of personal data in it redacted; null stays null. */
    public static String redact(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        List<PiiFinding> findings = scan(text);
        return findings.isEmpty() ? text : redact(text, findings);
    }

    /**
     * The text with every character of personal data replaced by {@code #}: the same length, so that
     * offsets into the text (a claim's evidence span) still point at the same words.
     */
    public static String mask(String text) {
        if (text == null || text.isEmpty()) {
            return text;
        }
        List<PiiFinding> findings = scan(text);
        if (findings.isEmpty()) {
            return text;
        }
        StringBuilder masked = new StringBuilder(text);
        for (PiiFinding f : findings) {
            for (int i = f.start(); i < f.end(); i++) {
                masked.setCharAt(i, '#');
            }
        }
        return masked.toString();
    }

    private static List<PiiFinding> matches(String text, Pattern pattern, PiiKind kind, Predicate<String> valid) {
        List<PiiFinding> found = new ArrayList<>();
        Matcher m = pattern.matcher(text);
        while (m.find()) {
            if (valid.test(m.group())) {
                found.add(new PiiFinding(kind, m.start(), m.end()));
            }
        }
        return found;
    }

    private static List<PiiFinding> named(String text) {
        List<PiiFinding> found = new ArrayList<>();
        Matcher m = NAMED_SSN.matcher(text);
        while (m.find()) {
            found.add(new PiiFinding(PiiKind.SSN, m.start("ssn"), m.end("ssn")));
        }
        return found;
    }

    private static void claim(List<PiiFinding> found, List<PiiFinding> candidates) {
        for (PiiFinding candidate : candidates) {
            if (found.stream().noneMatch(candidate::overlaps)) {
                found.add(candidate);
            }
        }
    }
}
