package io.ragguard.tone.control;

import jakarta.persistence.EntityManager;

/** A {@link ToneStyleSync} loaded through a test's entity manager, with no periodic refresh. */
public final class ReadingToneStyles {

    private ReadingToneStyles() {
    }

    public static ToneStyleSync through(EntityManager em) {
        ToneStyleSync sync = new ToneStyleSync();
        sync.em = em;
        sync.reload();
        return sync;
    }
}
