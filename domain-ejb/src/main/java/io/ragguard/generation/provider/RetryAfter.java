package io.ragguard.generation.provider;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The wait a provider asks for before the next call, in the forms they write it: {@code Retry-After}
 * as delta-seconds or an HTTP-date, OpenAI's and Azure's {@code retry-after-ms}, and the
 * {@code retryDelay} of Gemini's RetryInfo ({@code "1.5s"}). A date in the past is no wait.
 */
final class RetryAfter {

    private static final Pattern SECONDS = Pattern.compile("\\d{1,9}");
    private static final Pattern PROTO_DURATION = Pattern.compile("(\\d{1,9}(?:\\.\\d{1,9})?)s");

    private RetryAfter() {
    }

    /** A {@code Retry-After} value: delta-seconds or an HTTP-date. */
    static Optional<Duration> header(String value, Instant now) {
        String text = value.strip();
        if (SECONDS.matcher(text).matches()) {
            return Optional.of(Duration.ofSeconds(Long.parseLong(text)));
        }
        try {
            Instant at = ZonedDateTime.parse(text, DateTimeFormatter.RFC_1123_DATE_TIME).toInstant();
            return Optional.of(at.isAfter(now) ? Duration.between(now, at) : Duration.ZERO);
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** A {@code retry-after-ms} value. */
    static Optional<Duration> millis(String value) {
        String text = value.strip();
        return SECONDS.matcher(text).matches() ? Optional.of(Duration.ofMillis(Long.parseLong(text)))
                : Optional.empty();
    }

    /** A protobuf Duration in its JSON form, as Gemini writes {@code retryDelay}. */
    static Optional<Duration> protoDuration(String value) {
        Matcher matcher = PROTO_DURATION.matcher(value.strip());
        if (!matcher.matches()) {
            return Optional.empty();
        }
        BigDecimal seconds = new BigDecimal(matcher.group(1));
        return Optional.of(Duration.ofSeconds(seconds.longValue(),
                seconds.remainder(BigDecimal.ONE).movePointRight(9).intValue()));
    }
}
