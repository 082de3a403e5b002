package io.ragguard.generation.fake;

/** One piece of a streamed body as written to the wire, and the answer text it carries ("" for none). */
record Frame(String wire, String text) {

    static Frame of(String wire) {
        return new Frame(wire, "");
    }
}
