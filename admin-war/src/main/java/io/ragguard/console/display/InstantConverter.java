package io.ragguard.console.display;

import jakarta.faces.component.UIComponent;
import jakarta.faces.context.FacesContext;
import jakarta.faces.convert.Converter;
import jakarta.faces.convert.ConverterException;
import jakarta.faces.convert.FacesConverter;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;

/** Shows an instant as {@code 2025-01-31 14:05:09 UTC}; use with {@code converterId="console.instant"}. */
@FacesConverter("console.instant")
public class InstantConverter implements Converter<Instant> {

    private static final DateTimeFormatter FORMAT =
            DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss 'UTC'").withZone(ZoneOffset.UTC);

    @Override
    public Instant getAsObject(FacesContext context, UIComponent component, String value) {
        if (value == null || value.isBlank()) {
            return null;
        }
        try {
            return Instant.from(FORMAT.parse(value.trim()));
        } catch (DateTimeParseException e) {
            throw new ConverterException("not a date and time: " + value, e);
        }
    }

    @Override
    public String getAsString(FacesContext context, UIComponent component, Instant value) {
        return value == null ? "" : FORMAT.format(value);
    }
}
