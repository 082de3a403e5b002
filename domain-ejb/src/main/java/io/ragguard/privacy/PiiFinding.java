package io.ragguard.privacy;

/** One piece of personal data found at {@code [start, end)} of a text. */
public record PiiFinding(PiiKind kind, int start, int end) {

    boolean overlaps(PiiFinding other) {
        return start < other.end && other.start < end;
    }
}
