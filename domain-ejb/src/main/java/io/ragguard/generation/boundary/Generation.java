package io.ragguard.generation.boundary;

/** A model's answer and which model produced it. */
public record Generation(String text, String model) {
}
