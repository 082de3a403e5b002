package io.ragguard.validation.spi;

import java.util.Set;

/**
 * What a validator is, declared once: its stable {@code name} (settings {@code validator.<name>.*},
 * records, metrics), its {@link Phase}, what it {@code checks} and what it {@code patches} (null when it
 * never changes the answer), whether it {@code judgesSentences} one by one (a streamed answer is checked
 * by these sentence by sentence before each is sent, and by the others once, whole, at its end), the
 * names of the validators it must run {@code after} within its phase (the patchers' order is one list,
 * {@code PatchOrder}, not theirs to declare), and whether it is {@code failClosed}: an answer it could not
 * judge (it crashed or ran out of time) is refused whatever {@code validation.on.error} says, for the
 * guards whose repair must never be skipped (personal data, ethics).
 */
public record Descriptor(String name, Phase phase, String checks, String patches, boolean judgesSentences,
                         Set<String> after, boolean failClosed) {

    public Descriptor {
        after = Set.copyOf(after);
    }

    /** A validator of {@code phase} that checks {@code checks} and changes nothing. */
    public static Descriptor of(String name, Phase phase, String checks) {
        return new Descriptor(name, phase, checks, null, false, Set.of(), false);
    }

    /** The same validator, which repairs what it finds: {@code patches} says how. */
    public Descriptor patching(String patches) {
        return new Descriptor(name, phase, checks, patches, judgesSentences, after, failClosed);
    }

    /** The same validator, judging each sentence on its own. */
    public Descriptor judgingSentences() {
        return new Descriptor(name, phase, checks, patches, true, after, failClosed);
    }

    /** The same validator, run after the ones named (in its phase; absent ones are ignored). */
    public Descriptor after(String... names) {
        return new Descriptor(name, phase, checks, patches, judgesSentences, Set.of(names), failClosed);
    }

    /** The same validator, refusing an answer it could not judge. */
    public Descriptor failingClosed() {
        return new Descriptor(name, phase, checks, patches, judgesSentences, after, true);
    }
}
