package io.ragguard.validation;

import io.ragguard.validation.spi.ValidationInput;
import io.ragguard.validation.spi.Validator;
import io.ragguard.validation.spi.ValidatorSettings;
import io.ragguard.validation.spi.Verdict;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.Set;

/** A validator that always throws, deployed only by the container test to prove crash isolation. */
@ApplicationScoped
public class ExplodingValidator implements Validator {

    @Override
    public String name() {
        return "exploding";
    }

    @Override
    public Set<String> after() {
        return Set.of("evidence-overlap");
    }

    @Override
    public Verdict validate(ValidationInput input, ValidatorSettings settings) {
        throw new IllegalStateException("boom");
    }
}
