package io.ragguard.privacy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class PiiScannerTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            123-45-6789                               | [REDACTED SSN]
            My SSN is 123-45-6789.                    | My SSN is [REDACTED SSN].
            SSN: 123 45 6789                          | SSN: [REDACTED SSN]
            social security number 123456789          | social security number [REDACTED SSN]
            555-123-4567                              | [REDACTED PHONE]
            Call 555-123-4567 now                     | Call [REDACTED PHONE] now
            Call (555) 123-4567 now                   | Call [REDACTED PHONE] now
            Call 555.123.4567 now                     | Call [REDACTED PHONE] now
            Call +1 555 123 4567 now                  | Call [REDACTED PHONE] now
            Call +1-555-123-4567 now                  | Call [REDACTED PHONE] now
            Call +44 20 7946 0958 now                 | Call [REDACTED PHONE] now
            Call +49 30 12345678 now                  | Call [REDACTED PHONE] now
            Call +33 1 23 45 67 89 now                | Call [REDACTED PHONE] now
            Call 0049 30 12345678 now                 | Call [REDACTED PHONE] now
            Mail jane.doe@example.com and 123-45-6789 | Mail [REDACTED EMAIL] and [REDACTED SSN]
            """)
    void findsSocialSecurityAndPhoneNumbersInTheirCommonForms(String text, String redacted) {
        assertThat(PiiScanner.redact(text)).isEqualTo(redacted);
    }

    @Test
    void findsPersonalDataThatTheNumericCheckMarkedPieceByPiece() {
        String marked = "Please contact the reporter on ([unverified: 303]) [unverified: 205]-[unverified: 3259] "
                + "(e-mail jane.doe7@example.org, social security number [unverified: 100]-[unverified: 06]-"
                + "[unverified: 3265]). The dose is [unverified: 50 mg].";

        assertThat(PiiScanner.redact(marked)).isEqualTo("Please contact the reporter on [REDACTED PHONE] (e-mail "
                + "[REDACTED EMAIL], social security number [REDACTED SSN]). The dose is [unverified: 50 mg].");
        assertThat(PiiScanner.mask("SSN [unverified: 123-45-6789] here")).isEqualTo("SSN " + "#".repeat(25) + " here");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Returns are accepted within 30 days.", "Order 123456789 shipped on 2024-05-01.",
            "The 5 mg dose is taken twice daily.", "Version 1.2.3.4 of the app", "Call us between 9 and 17."})
    void leavesTextWithoutPersonalDataAlone(String text) {
        assertThat(PiiScanner.scan(text)).isEmpty();
        assertThat(PiiScanner.redact(text)).isEqualTo(text);
    }

    @Test
    void masksCharacterForCharacterSoThatOffsetsStillHold() {
        String text = "Write to jane@example.com today.";

        String masked = PiiScanner.mask(text);

        assertThat(masked).isEqualTo("Write to ################ today.").hasSameSizeAs(text);
        assertThat(masked.substring(26)).isEqualTo(text.substring(26));
    }

    @Test
    void keepsNullAndEmptyAsTheyAre() {
        assertThat(PiiScanner.redact(null)).isNull();
        assertThat(PiiScanner.mask("")).isEmpty();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Write to jo [at] example [dot] com today.        | Write to [REDACTED EMAIL] today.
            Write to jo(at)example.com today.                | Write to [REDACTED EMAIL] today.
            Write to jo at example dot com today.            | Write to [REDACTED EMAIL] today.
            Write to jo＠example.com today.                   | Write to [REDACTED EMAIL] today.
            Write to jo​@example.com today.             | Write to [REDACTED EMAIL] today.
            Write to jo@example.сom today.              | Write to [REDACTED EMAIL] today.
            Write to j o @ e x a m p l e . c o m today.      | Write to [REDACTED EMAIL] today.
            Write to "jo.doe"@example.com today.             | Write to [REDACTED EMAIL] today.
            SSN 123–45–6789 on file.               | SSN [REDACTED SSN] on file.
            Her number is 123-45 6789.                       | Her number is [REDACTED SSN].
            Call ５５５-１２３-４５６７ now.                    | Call [REDACTED PHONE] now.
            Call 555/123/4567 now.                           | Call [REDACTED PHONE] now.
            Card 4111 1111-1111 1111 on file.                | Card [REDACTED CARD] on file.
            Card 4111_1111_1111_1111 on file.                | Card [REDACTED CARD] on file.
            """)
    void findsPersonalDataInDisguise(String text, String redacted) {
        assertThat(PiiScanner.redact(text)).isEqualTo(redacted);
    }

    @Test
    void findsDigitGroupsSplitAcrossALine() {
        assertThat(PiiScanner.redact("Call 555-123-\n4567 now.")).isEqualTo("Call [REDACTED PHONE] now.");
        assertThat(PiiScanner.redact("SSN 123-45-\n6789.")).isEqualTo("SSN [REDACTED SSN].");
    }

    @ParameterizedTest
    @ValueSource(strings = {"Visit us at northwind.com for the store locator.",
        "Doses of 10/20 mg are taken at 8 am.", "Order 2024/11/27 shipped in 3 to 5 business days.",
        "The kit holds parts A B C D and E.", "Return it (at) any store."})
    void leavesTextThatOnlyLooksDisguisedAlone(String text) {
        assertThat(PiiScanner.redact(text)).isEqualTo(text);
    }
}
