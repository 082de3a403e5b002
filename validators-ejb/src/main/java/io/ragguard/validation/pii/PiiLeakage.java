package io.ragguard.validation.pii;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.privacy.PiiFinding;
import io.ragguard.privacy.PiiKind;
import io.ragguard.privacy.PiiScanner;
import io.ragguard.settings.boundary.SettingDefinition;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.List;

import static io.ragguard.settings.boundary.SettingDefinition.flag;

/**
 * An answer must not reveal personal data: e-mail addresses, phone numbers, US social security
 * numbers, payment card numbers (Luhn-checked), IBANs (mod-97-checked) or IP addresses. Findings are
 * redacted in the patch; with {@code fail-hard} the answer fails without one. It runs with or
 * without evidence, since the evidence itself may hold the data. Score 1 when clean, else 0.
 */
@ApplicationScoped
public class PiiLeakage implements Validator {

    public static final String NAME = "pii-leakage";

    @Override
    public Descriptor descriptor() {
        return Descriptor.of(NAME, Phase.PATCH, "the answer reveals no personal data")
                .patching("redacts e-mail addresses, phone numbers, card and account numbers, SSNs and IP addresses")
                .judgingSentences().failingClosed();
    }

    @Override
    public List<SettingDefinition> parameters() {
        return List.of(flag("fail-hard", "Refuse an answer with personal data instead of redacting it"));
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        String answer = input.answerOrEmpty();
        List<PiiFinding> findings = PiiScanner.scan(answer);
        if (findings.isEmpty()) {
            return Verdict.pass(1.0, null);
        }
        String[] reasons = findings.stream().map(PiiFinding::kind).distinct().sorted()
                .map(PiiKind::reason).toArray(String[]::new);
        Verdict failed = Verdict.fail(0.0, null, reasons);
        return settings.flag("fail-hard", false) ? failed : failed.withPatch(PiiScanner.redact(answer, findings));
    }
}
