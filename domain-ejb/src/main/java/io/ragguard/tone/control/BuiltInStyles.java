package io.ragguard.tone.control;

import io.ragguard.tone.boundary.ToneStyle;
import io.ragguard.tone.boundary.ToneStyle.Contractions;

import java.util.List;
import java.util.Optional;

/** The styles every installation has: {@code neutral} (the default), {@code friendly} and {@code scholarly}. */
public final class BuiltInStyles {

    public static final ToneStyle NEUTRAL = new ToneStyle("neutral",
            "Plain statements: no pleasantries or sign-offs, no exclamations, no emoji", false, false,
            Contractions.KEEP, false, false, 0,
            "Write in a neutral, factual register: plain statements, no exclamation marks, no emoji, no flattery, "
                    + "and no claims about yourself.");

    public static final ToneStyle FRIENDLY = new ToneStyle("friendly",
            "Warm and plain: contractions, a greeting or sign-off may stay, no emoji", true, true,
            Contractions.CONTRACT, false, true, 0,
            "Write warmly and plainly, as a helpful colleague would: short sentences, contractions where natural, "
                    + "at most one exclamation mark, and no facts beyond the sources.");

    public static final ToneStyle SCHOLARLY = new ToneStyle("scholarly",
            "Formal and precise: no contractions, pleasantries, exclamations or emoji; long sentences split",
            false, false, Contractions.EXPAND, false, false, 35,
            "Write in a formal, precise register: complete sentences without contractions, no exclamation marks, "
                    + "no emoji, hedged only where the sources are, each statement tied to its source.");

    public static final List<ToneStyle> ALL = List.of(NEUTRAL, FRIENDLY, SCHOLARLY);

    private BuiltInStyles() {
    }

    public static Optional<ToneStyle> named(String name) {
        return ALL.stream().filter(s -> s.name().equalsIgnoreCase(name == null ? "" : name.strip())).findFirst();
    }

}
