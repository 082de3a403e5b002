package io.ragguard.validation.pii;

import io.ragguard.verdict.Outcome;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class PiiLeakageTest {

    private final PiiLeakage validator = new PiiLeakage();

    @Test
    void passesACleanAnswer() {
        Verdict verdict = validate("Items can be returned within 30 days of delivery [1].");

        assertThat(verdict.outcome()).isEqualTo(Outcome.PASS);
        assertThat(verdict.score()).isEqualTo(1.0);
        assertThat(verdict.threshold()).isNull();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            Write to jane.doe+returns@example.co.uk for help.      | pii_email | Write to [REDACTED EMAIL] for help.
            Call +44 20 7946 0958 today.                            | pii_phone | Call [REDACTED PHONE] today.
            Call +1 (415) 555-2671 today.                           | pii_phone | Call [REDACTED PHONE] today.
            Call (555) 123-4567 today.                              | pii_phone | Call [REDACTED PHONE] today.
            Call 555.123.4567 today.                                | pii_phone | Call [REDACTED PHONE] today.
            Call 1-800-555-0199 today.                              | pii_phone | Call [REDACTED PHONE] today.
            Call 0044 20 7946 0958 today.                           | pii_phone | Call [REDACTED PHONE] today.
            Call 020 7946 0958 today.                               | pii_phone | Call [REDACTED PHONE] today.
            His phone: 4155552671.                                  | pii_phone | His phone: [REDACTED PHONE].
            Her SSN is 123-45-6789.                                 | pii_ssn   | Her SSN is [REDACTED SSN].
            Card 4111 1111 1111 1111 was charged.                   | pii_card  | Card [REDACTED CARD] was charged.
            Card 4111-1111-1111-1111 was charged.                   | pii_card  | Card [REDACTED CARD] was charged.
            Card 378282246310005 was charged.                       | pii_card  | Card [REDACTED CARD] was charged.
            Card 3782 822463 10005 was charged.                     | pii_card  | Card [REDACTED CARD] was charged.
            Pay to DE89 3704 0044 0532 0130 00 now.                 | pii_iban  | Pay to [REDACTED IBAN] now.
            Pay to GB82WEST12345698765432 now.                      | pii_iban  | Pay to [REDACTED IBAN] now.
            The server is at 192.168.1.20.                          | pii_ip    | The server is at [REDACTED IP].
            The server is at 2001:db8:85a3::8a2e:370:7334 now.      | pii_ip    | The server is at [REDACTED IP] now.
            The server is at 2001:0db8:85a3:0000:0000:8a2e:0370:7334 | pii_ip   | The server is at [REDACTED IP]
            The server is at ::ffff:192.0.2.128 now.                | pii_ip    | The server is at [REDACTED IP] now.
            """)
    void redactsEachKindOfPersonalData(String answer, String reason, String redacted) {
        Verdict verdict = validate(answer);

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.score()).isEqualTo(0.0);
        assertThat(verdict.reasons()).containsExactly(reason);
        assertThat(verdict.patch()).isEqualTo(redacted);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Returns are accepted for 30 days [1][2] and refunds take 5 business days [3].",
        "The policy changed on 2024-05-01 at 10:30 and again on 01.05.2024 12:00.",
        "The laptop costs $1,299.00, or €1.299,00, or 1 299 000 yen in bulk.",
        "Install version 10.0.19041.1, v2.3.1 or release 1.2.3.4 of the app.",
        "Recall lot LOT-2291A and batch 2291-0043 before 2025.",
        "Your order number is 1234567890 and the tracking code is 123456789012.",
        "The card 4111 1111 1111 1112 fails its check, so does DE89 3704 0044 0532 0130 01.",
        "The address 256.300.1.1 is not valid, nor is std::vector or 10:30:45.",
        "Section 4.2.1.3 explains the ratio 3:2 used in 2019 2020 and 2021."
    })
    void doesNotFlagOrdinaryNumbers(String answer) {
        Verdict verdict = validate(answer);

        assertThat(verdict.outcome()).as(answer).isEqualTo(Outcome.PASS);
    }

    @Test
    void reportsEachKindFoundOnceInAFixedOrder() {
        Verdict verdict = validate("Mail ip 10.0.0.1 to a@b.io, second@b.io or call (555) 123-4567.");

        assertThat(verdict.reasons()).containsExactly("pii_email", "pii_phone", "pii_ip");
        assertThat(verdict.patch()).isEqualTo("Mail ip [REDACTED IP] to [REDACTED EMAIL], [REDACTED EMAIL] "
                + "or call [REDACTED PHONE].");
    }

    @Test
    void failsWithoutPatchWhenToldToFailHard() {
        Verdict verdict = validator.validate(input("Her SSN is 123-45-6789."),
                ValidatorSettings.of(Map.of("fail-hard", "true")));

        assertThat(verdict.outcome()).isEqualTo(Outcome.FAIL);
        assertThat(verdict.reasons()).containsExactly("pii_ssn");
        assertThat(verdict.hasPatch()).isFalse();
    }

    @Test
    void runsWithoutEvidence() {
        ValidationInput input = new ValidationInput("q", "Mail jane@example.com.", List.of(), "acme", false, 0.0);

        assertThat(validator.validate(input, ValidatorSettings.defaults()).patch())
                .isEqualTo("Mail [REDACTED EMAIL].");
    }

    private Verdict validate(String answer) {
        return validator.validate(input(answer), ValidatorSettings.of(Map.of()));
    }

    private static ValidationInput input(String answer) {
        return new ValidationInput("q", answer, List.of(), "acme", false, 0.0);
    }
}
