package io.ragguard.tone.boundary;

import jakarta.ejb.ApplicationException;

import java.util.List;

/** A tone style that settings still name cannot be deleted; nothing is changed. */
@ApplicationException(rollback = true)
public class ToneStyleInUseException extends RuntimeException {

    public ToneStyleInUseException(String style, List<String> settings) {
        super("tone style " + style + " is in use by " + String.join(", ", settings)
                + "; choose another style there first");
    }
}
