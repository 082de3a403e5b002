package io.ragguard.validation.spi;

import java.util.Set;

/**
 * One check of an answer against its evidence. Implementations are CDI beans discovered by the
 * chain; they are pure where they can be: everything they need arrives as arguments.
 */
public interface Validator {

    /** The stable name used in settings ({@code validator.<name>.*}), records and metrics. */
    String name();

    /**
     * The phase the validator runs in; a validator that may return a patch declares {@link Phase#PATCH}.
     * A dependency in {@link #after()} on a validator of a later phase is an error.
     */
    default Phase phase() {
        return Phase.CHECK;
    }

    /** Names of validators that must run before this one; the chain orders by these within a phase. */
    default Set<String> after() {
        return Set.of();
    }

    /** Whether the validator runs when no setting says otherwise. */
    default boolean enabledByDefault() {
        return true;
    }

    Verdict validate(ValidationInput input, ValidatorSettings settings);
}
