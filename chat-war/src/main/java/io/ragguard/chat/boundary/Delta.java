package io.ragguard.chat.boundary;

/** Text of a streamed answer that has passed validation, to be appended to what came before. */
public record Delta(String text) {
}
