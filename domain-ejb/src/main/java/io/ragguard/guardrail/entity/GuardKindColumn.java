package io.ragguard.guardrail.entity;

import io.ragguard.guardrail.boundary.GuardKind;
import jakarta.persistence.AttributeConverter;
import jakarta.persistence.Converter;

/** Stores a guard list kind as its name, the column's values before the kind was typed. */
@Converter
public class GuardKindColumn implements AttributeConverter<GuardKind, String> {

    @Override
    public String convertToDatabaseColumn(GuardKind kind) {
        return kind == null ? null : kind.name();
    }

    @Override
    public GuardKind convertToEntityAttribute(String name) {
        return name == null ? null : new GuardKind(name);
    }
}
