package io.ragguard.request;

import jakarta.validation.Validation;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.Size;
import org.hibernate.validator.messageinterpolation.ParameterMessageInterpolator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class RequestRulesTest {

    record Body(@NotBlank(message = "question is missing or empty") String question,
                @Size(max = 5, message = "auditNote must be at most {max} characters") String auditNote,
                @Size(min = 1, message = "validators must name at least one") List<@NotBlank(message =
                        "a validator's name is empty") String> validators) {
    }

    private final RequestRules rules = new RequestRules(Validation.byDefaultProvider().configure()
            .messageInterpolator(new ParameterMessageInterpolator()).buildValidatorFactory().getValidator());

    @Test
    void aValidRequestComesBackAsGiven() {
        Body body = new Body("why?", "ok", null);
        assertThat(rules.valid(body, "no body")).isSameAs(body);
    }

    @Test
    void noBodyIsRefusedWithTheMessageForIt() {
        assertThatThrownBy(() -> rules.valid(null, "the request needs a JSON body"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> {
                    assertThat(e.field()).isNull();
                    assertThat(e.reason()).isEqualTo("the request needs a JSON body");
                });
    }

    @Test
    void aViolationNamesItsWireFieldAndTheConstraintsMessage() {
        assertThatThrownBy(() -> rules.valid(new Body("why?", "too long a note", null), "no body"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> {
                    assertThat(e.field()).isEqualTo("audit_note");
                    assertThat(e.reason()).isEqualTo("auditNote must be at most 5 characters");
                    assertThat(e.getMessage()).isEqualTo("audit_note: auditNote must be at most 5 characters");
                });
    }

    @Test
    void aListElementIsNamedByItsList() {
        assertThatThrownBy(() -> rules.valid(new Body("why?", null, List.of("claims", " ")), "no body"))
                .isInstanceOfSatisfying(InvalidRequestException.class, e -> {
                    assertThat(e.field()).isEqualTo("validators");
                    assertThat(e.reason()).isEqualTo("a validator's name is empty");
                });
    }

    @Test
    void severalViolationsAlwaysNameTheSameFirstField() {
        for (int i = 0; i < 5; i++) {
            assertThatThrownBy(() -> rules.valid(new Body(" ", "too long a note", List.of()), "no body"))
                    .isInstanceOfSatisfying(InvalidRequestException.class,
                            e -> assertThat(e.field()).isEqualTo("audit_note"));
        }
    }
}
