package io.ragguard.admin.boundary;

import io.ragguard.request.InvalidRequestException;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;

/**
 * The {@code from} and {@code to} of a listing: an instant ({@code 2026-11-26T09:00:00Z}) or a day
 * (UTC); a day as {@code to} includes itself.
 */
final class QueryDates {

    private QueryDates() {
    }

    /** The instant, null when not given, or a 400 naming the parameter. */
    static Instant instant(String field, String value, boolean endOfDay) {
        if (value == null || value.isBlank()) {
            return null;
        }
        String text = value.strip();
        try {
            if (text.length() == 10) {
                LocalDate day = LocalDate.parse(text);
                return (endOfDay ? day.plusDays(1) : day).atStartOfDay(ZoneOffset.UTC).toInstant();
            }
            return Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new InvalidRequestException(field, field + " must be a day (2026-11-26) or an instant "
                    + "(2026-11-26T09:00:00Z)");
        }
    }

    /** A 400 when both are given and {@code to} does not come after {@code from}. */
    static void ordered(Instant from, Instant to) {
        if (from != null && to != null && !from.isBefore(to)) {
            throw new InvalidRequestException("to", "to must come after from");
        }
    }
}
