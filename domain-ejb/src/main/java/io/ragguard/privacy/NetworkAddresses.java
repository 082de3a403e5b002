package io.ragguard.privacy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * IPv4 addresses with valid octets (not when they read as a version or section number, such as
 * {@code version 1.2.3.4}), and IPv6 addresses in full, compressed or IPv4-embedded form with at
 * least three groups (so {@code std::vector}, a bare {@code ::} or {@code ::1} is not one).
 */
final class NetworkAddresses {

    private static final String OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
    private static final String V4 = OCTET + "(?:\\." + OCTET + "){3}";
    private static final String H = "[0-9A-Fa-f]{1,4}";
    private static final Pattern IPV4 = Pattern.compile("(?<![\\w.])" + V4 + "(?!\\w|\\.\\d)");
    private static final Pattern IPV6 = Pattern.compile("(?<![\\w:.])(?:"
            + "(?:" + H + ":){6}" + V4
            + "|::(?:[Ff]{4}(?::0{1,4})?:)?" + V4
            + "|(?:" + H + ":){1,4}:" + V4
            + "|(?:" + H + ":){7}" + H
            + "|(?:" + H + ":){1,7}:"
            + "|(?:" + H + ":){1,6}:" + H
            + "|(?:" + H + ":){1,5}(?::" + H + "){1,2}"
            + "|(?:" + H + ":){1,4}(?::" + H + "){1,3}"
            + "|(?:" + H + ":){1,3}(?::" + H + "){1,4}"
            + "|(?:" + H + ":){1,2}(?::" + H + "){1,5}"
            + "|" + H + ":(?::" + H + "){1,6}"
            + "|:(?::" + H + "){1,7}"
            + ")(?:%[0-9A-Za-z]+)?(?![\\w:]|\\.\\d)");
    private static final Pattern VERSION_BEFORE = Pattern.compile(
            "(?i)(?:\\b(?:version|ver|release|build|section|chapter|clause|article)\\.?|§)\\s*$");

    private NetworkAddresses() {
    }

    static List<PiiFinding> find(String text) {
        List<PiiFinding> found = new ArrayList<>();
        Matcher v6 = IPV6.matcher(text);
        while (v6.find()) {
            if (v6.group().split(":+").length > 2 || v6.group().contains(".")) {
                found.add(new PiiFinding(PiiKind.IP, v6.start(), v6.end()));
            }
        }
        Matcher v4 = IPV4.matcher(text);
        while (v4.find()) {
            String before = text.substring(Math.max(0, v4.start() - 12), v4.start());
            if (!VERSION_BEFORE.matcher(before).find()) {
                found.add(new PiiFinding(PiiKind.IP, v4.start(), v4.end()));
            }
        }
        return found;
    }
}
