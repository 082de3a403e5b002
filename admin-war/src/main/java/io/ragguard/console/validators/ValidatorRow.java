package io.ragguard.console.validators;

import io.ragguard.settings.boundary.SettingView;

import java.io.Serializable;
import java.math.BigDecimal;

/**
 * One validator in the chain as the table edits it: its switch and, if it has one, its threshold; and what it
 * is, in words, with its runs of the last 24 hours ({@link ValidatorFacts}).
 */
public class ValidatorRow implements Serializable {

    private static final long serialVersionUID = 1L;

    private final String name;
    private final boolean tunable;
    private final String allowed;
    private final ValidatorFacts facts;
    private boolean enabled;
    private BigDecimal threshold;

    public ValidatorRow(String name, boolean enabled, SettingView threshold, ValidatorFacts facts) {
        this.name = name;
        this.facts = facts;
        this.enabled = enabled;
        this.tunable = threshold != null;
        this.threshold = threshold == null ? null : number(threshold.value());
        this.allowed = threshold == null ? null : threshold.allowed();
    }

    /** The row of a validator; {@code threshold} is null when it has no threshold setting. */
    static ValidatorRow of(String name, boolean enabled, SettingView threshold, ValidatorFacts facts) {
        return new ValidatorRow(name, enabled, threshold, facts);
    }

    public ValidatorFacts getFacts() {
        return facts;
    }

    /** The values the catalogue takes, in words ("0 to 1"). */
    public String getAllowed() {
        return allowed;
    }

    private static BigDecimal number(String value) {
        try {
            return value == null ? null : new BigDecimal(value.trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }

    String enabledSetting() {
        return "validator." + name + ".enabled";
    }

    public String getThresholdSetting() {
        return thresholdSetting();
    }

    String thresholdSetting() {
        return "validator." + name + ".threshold";
    }

    public String getName() {
        return name;
    }

    /** Whether the validator has a threshold setting. */
    public boolean isTunable() {
        return tunable;
    }

    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    public BigDecimal getThreshold() {
        return threshold;
    }

    public void setThreshold(BigDecimal threshold) {
        this.threshold = threshold;
    }
}
