package io.ragguard.privacy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Phone numbers of 9 to 15 digits: international ({@code +44 20 7946 0958}, {@code 0044 ...}), US
 * ({@code (555) 123-4567}, {@code 1-800-555-0199}) and national with a trunk zero
 * ({@code 020 7946 0958}). A bare run of digits counts only right after a word such as "phone" or
 * "call", so order numbers stay; nothing inside a date, amount or longer token counts.
 */
final class PhoneNumbers {

    private static final String START = "(?<![\\w.,/+-])";
    private static final String END = "(?!\\w|[.,/-]\\d)";
    private static final Pattern INTERNATIONAL = Pattern.compile(
            "(?<![\\w+])(?:\\+|00)\\d{1,3}(?:[ .-]?\\(?\\d{1,5}\\)?){1,6}" + END);
    private static final Pattern US = Pattern.compile(
            START + "(?:1[ .-]?)?(?:\\(\\d{3}\\)[ .-]?|\\d{3}[ .-])\\d{3}[ .-]\\d{4}" + END);
    private static final Pattern NATIONAL = Pattern.compile(
            START + "0\\d{1,4}(?:[ /.-]\\d{2,8}){1,4}" + END);
    private static final Pattern BARE = Pattern.compile(START + "\\d{9,15}" + END);
    private static final Pattern PHONE_WORD_BEFORE = Pattern.compile(
            "(?i)\\b(?:phone|telephone|tel|call|mobile|cell|fax|whatsapp|sms|dial)\\b[^\\d\\n]{0,20}$");
    private static final Pattern DATE = Pattern.compile(
            "(?<!\\d)(?:\\d{4}[-/.]\\d{1,2}[-/.]\\d{1,2}|\\d{1,2}[-/.]\\d{1,2}[-/.]\\d{2,4})(?!\\d)");

    private PhoneNumbers() {
    }

    static List<PiiFinding> find(String text) {
        List<PiiFinding> dates = new ArrayList<>();
        Matcher date = DATE.matcher(text);
        while (date.find()) {
            dates.add(new PiiFinding(PiiKind.PHONE, date.start(), date.end()));
        }
        List<PiiFinding> found = new ArrayList<>();
        for (Pattern pattern : List.of(INTERNATIONAL, US, NATIONAL, BARE)) {
            Matcher m = pattern.matcher(text);
            while (m.find()) {
                PiiFinding candidate = trimmed(text, m.start(), m.end());
                if (candidate != null && dates.stream().noneMatch(candidate::overlaps)
                        && (pattern != BARE || PHONE_WORD_BEFORE.matcher(text.substring(
                                Math.max(0, m.start() - 40), m.start())).find())) {
                    found.add(candidate);
                }
            }
        }
        return found;
    }

    /** Drops trailing digit groups (another number after the phone number) beyond 15 digits. */
    private static PiiFinding trimmed(String text, int start, int end) {
        int stop = end;
        while (digits(text, start, stop) > 15) {
            while (stop > start && Character.isDigit(text.charAt(stop - 1))) {
                stop--;
            }
            while (stop > start && !Character.isDigit(text.charAt(stop - 1))) {
                stop--;
            }
        }
        return digits(text, start, stop) >= 9 ? new PiiFinding(PiiKind.PHONE, start, stop) : null;
    }

    private static long digits(String text, int start, int end) {
        return text.substring(start, end).chars().filter(Character::isDigit).count();
    }
}
