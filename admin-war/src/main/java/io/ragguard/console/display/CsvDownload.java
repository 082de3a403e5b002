package io.ragguard.console.display;

import jakarta.faces.context.ExternalContext;
import jakarta.faces.context.FacesContext;

import java.io.IOException;
import java.io.OutputStream;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.Instant;

/** What the console's export buttons share: sending a CSV file as the response, and the filters' UTC days. */
public final class CsvDownload {

    /** Writes a CSV file to an output stream. */
    @FunctionalInterface
    public interface Writing {
        void to(OutputStream out) throws IOException;
    }

    private CsvDownload() {
    }

    /** Sends the file as the response to the current (non-Ajax) request, in place of the page. */
    public static void send(String fileName, Writing writing) throws IOException {
        FacesContext faces = FacesContext.getCurrentInstance();
        ExternalContext external = faces.getExternalContext();
        external.responseReset();
        external.setResponseContentType("text/csv; charset=utf-8");
        external.setResponseHeader("Content-Disposition", "attachment; filename=\"" + fileName + "\"");
        writing.to(external.getResponseOutputStream());
        faces.responseComplete();
    }

    /** The start of a filter's first day, UTC; null for none. */
    public static Instant from(LocalDate day) {
        return day == null ? null : day.atStartOfDay(ZoneOffset.UTC).toInstant();
    }

    /** The end of a filter's last day (it is included), UTC; null for none. */
    public static Instant to(LocalDate day) {
        return day == null ? null : day.plusDays(1).atStartOfDay(ZoneOffset.UTC).toInstant();
    }
}
