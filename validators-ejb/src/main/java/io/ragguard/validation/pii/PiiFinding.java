package io.ragguard.validation.pii;

/** One piece of personal data found at {@code [start, end)} of a text. */
record PiiFinding(PiiKind kind, int start, int end) {

    boolean overlaps(PiiFinding other) {
        return start < other.end && other.start < end;
    }
}
