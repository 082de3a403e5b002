package io.ragguard.validation.spi;

import io.ragguard.settings.boundary.SettingDefinition;

import java.util.List;
import java.util.Set;

/**
 * One check of an answer against its evidence. Implementations are CDI beans discovered by the
 * chain; they are pure where they can be: everything they need arrives as arguments.
 */
public interface Validator {

    /** What the validator is: its name, phase, what it checks and patches, and how it runs. */
    Descriptor descriptor();

    /** The stable name used in settings ({@code validator.<name>.*}), records and metrics. */
    default String name() {
        return descriptor().name();
    }

    /** The phase the validator runs in; a dependency on a validator of a later phase is an error. */
    default Phase phase() {
        return descriptor().phase();
    }

    /**
     * Names of validators that must run before this one within its phase, as its descriptor names them (the
     * patchers' order is one list, {@code PatchOrder}).
     */
    default Set<String> after() {
        return descriptor().after();
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

    /** Whether an answer this validator could not judge is refused, see {@link Descriptor#failClosed()}. */
    default boolean failClosed() {
        return descriptor().failClosed();
    }

    /** Whether it judges each sentence on its own, see {@link Descriptor#judgesSentences()}. */
    default boolean judgesSentences() {
        return descriptor().judgesSentences();
    }

    Verdict validate(ValidationInput input, ValidatorSettings settings);
}
