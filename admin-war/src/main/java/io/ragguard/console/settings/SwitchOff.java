package io.ragguard.console.settings;

import java.util.Optional;

/**
 * The changes that take the guard away from every answer, which the console asks to confirm before it
 * saves them: {@code enable.validators} off, or {@code validation.mode} off.
 */
public final class SwitchOff {

    private SwitchOff() {
    }

    /** What the confirmation says, when the change needs one. */
    public static Optional<String> warning(String setting, String value) {
        String v = value == null ? "" : value.strip();
        if ("enable.validators".equals(setting) && "false".equalsIgnoreCase(v)) {
            return Optional.of("Switch off the validator chain? Every answer then goes out unchecked, "
                    + "for every tenant, until it is switched on again.");
        }
        if ("validation.mode".equals(setting) && "off".equalsIgnoreCase(v)) {
            return Optional.of("Set the validation mode to off? The chain stops running and every answer goes "
                    + "out unchecked, for every tenant, until the mode changes again.");
        }
        return Optional.empty();
    }
}
