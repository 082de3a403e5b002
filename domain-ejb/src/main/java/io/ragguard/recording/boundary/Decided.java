package io.ragguard.recording.boundary;

import java.util.List;

/** What a decision on many answers did: the request ids it {@code decided}, and those no record has ({@code unknown}). */
public record Decided(List<String> decided, List<String> unknown) {

    public Decided {
        decided = List.copyOf(decided);
        unknown = List.copyOf(unknown);
    }
}
