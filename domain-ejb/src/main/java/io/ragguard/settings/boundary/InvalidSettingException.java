package io.ragguard.settings.boundary;

import jakarta.ejb.ApplicationException;

/** A setting that does not exist, or a value it cannot take. Nothing is changed. */
@ApplicationException(rollback = true)
public class InvalidSettingException extends RuntimeException {

    private final String setting;

    public InvalidSettingException(String setting, String message) {
        super(message);
        this.setting = setting;
    }

    public String setting() {
        return setting;
    }
}
