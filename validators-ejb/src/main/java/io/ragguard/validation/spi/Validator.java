package io.ragguard.validation.spi;

import io.ragguard.settings.boundary.SettingDefinition;

import java.util.List;
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

    /**
     * The validator's own settings, named relative to {@code validator.<name>.} ({@code threshold}),
     * with the values each takes; the chain adds {@code enabled}, {@code order} and {@code budget-ms}.
     * Only these can be changed at run time.
     */
    default List<SettingDefinition> parameters() {
        return List.of();
    }

    /** Whether the validator runs when no setting says otherwise. */
    default boolean enabledByDefault() {
        return true;
    }

    /**
     * Whether the answer is refused when this validator cannot judge it (it crashes or runs out of
     * time), whatever {@code validation.on.error} says: for the guards whose repair must never be
     * skipped (personal data, ethics).
     */
    default boolean failClosed() {
        return false;
    }

    /**
     * Whether it judges each sentence on its own (personal data, citations, figures, ethics, identity,
     * ego, terms, faithfulness, claims): a streamed answer is checked by these sentence by sentence before
     * each is sent, and by the others once, whole, at its end.
     */
    default boolean judgesSentences() {
        return false;
    }

    Verdict validate(ValidationInput input, ValidatorSettings settings);
}
