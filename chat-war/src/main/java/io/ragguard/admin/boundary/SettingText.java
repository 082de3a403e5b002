package io.ragguard.admin.boundary;

import io.ragguard.request.InvalidRequestException;
import jakarta.json.JsonString;
import jakarta.json.JsonValue;

/** A setting's value as JSON (a string, number or boolean) turned into the text settings are kept as. */
final class SettingText {

    private SettingText() {
    }

    /**
     * The value's text: a string as it is, a number or boolean as JSON writes it.
     *
     * @throws InvalidRequestException naming {@code field} for null, an array or an object, with {@code what}
     *                                 as the message's subject ("value", "the value of retrieval.top-k")
     */
    static String of(JsonValue value, String field, String what) {
        return switch (value == null ? JsonValue.ValueType.NULL : value.getValueType()) {
            case STRING -> ((JsonString) value).getString();
            case NUMBER, TRUE, FALSE -> value.toString();
            default -> throw new InvalidRequestException(field, what + " must be a string, number or boolean");
        };
    }
}
