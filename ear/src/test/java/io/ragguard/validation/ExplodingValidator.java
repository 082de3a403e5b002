package io.ragguard.validation;

import io.ragguard.validation.spi.Descriptor;
import io.ragguard.validation.spi.Phase;
import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

/** A validator that always throws, deployed only by the container test to prove crash isolation. */
@ApplicationScoped
public class ExplodingValidator implements Validator {

    @Override
    public Descriptor descriptor() {
        return Descriptor.of("exploding", Phase.CHECK, "nothing: it always throws").after("evidence-overlap");
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        throw new IllegalStateException("boom");
    }
}
