package io.ragguard.tone.boundary;

import io.ragguard.request.Problem;
import io.ragguard.audit.boundary.CapturedAudit;
import io.ragguard.database.TestDatabase;
import io.ragguard.settings.MapConfig;
import io.ragguard.tone.control.ReadingToneStyles;
import jakarta.persistence.EntityManager;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Created tone styles on a real entity manager: saved, changed and deleted, each audited, and never one in use. */
class ToneStylesIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private final CapturedAudit audited = new CapturedAudit();
    private final MapConfig config = new MapConfig();

    private ToneStyles on(EntityManager em) {
        ToneStyles styles = new ToneStyles();
        styles.em = em;
        styles.audit = audited;
        styles.config = config;
        styles.sync = ReadingToneStyles.through(em);
        return styles;
    }

    private static ToneStyle brief(String guidance) {
        return new ToneStyle("brief", "Short and plain", false, false, ToneStyle.Contractions.EXPAND, false, false,
                12, guidance);
    }

    @Test
    void createsChangesAndDeletesAStyleEachAudited() {
        boolean created = db.transaction(em -> on(em).save(brief("  Keep it short.  "), "alice"));
        boolean createdAgain = db.transaction(em -> on(em).save(brief("Keep it very short."), "bob"));

        assertThat(created).isTrue();
        assertThat(createdAgain).as("a second save changes it").isFalse();
        List<ToneStyle> all = db.read(em -> on(em).all());
        assertThat(all).extracting(ToneStyle::name).containsExactly("neutral", "friendly", "scholarly", "brief");
        assertThat(all.get(3)).isEqualTo(brief("Keep it very short."));

        boolean deleted = db.transaction(em -> on(em).delete("BRIEF", "carol"));

        assertThat(deleted).isTrue();
        Optional<ToneStyle> gone = db.read(em -> on(em).named("brief"));
        assertThat(gone).isEmpty();
        boolean again = db.transaction(em -> on(em).delete("brief", "carol"));
        assertThat(again).as("gone already").isFalse();
        assertThat(audited.entries()).containsExactly(
                "alice | tone.create | tone style brief | null | openers removed, closings removed, contractions "
                        + "expand, emoji removed, exclamations removed, sentences up to 12 words; guidance: Keep it short.",
                "bob | tone.update | tone style brief | openers removed, closings removed, contractions expand, emoji "
                        + "removed, exclamations removed, sentences up to 12 words; guidance: Keep it short. | openers "
                        + "removed, closings removed, contractions expand, emoji removed, exclamations removed, "
                        + "sentences up to 12 words; guidance: Keep it very short.",
                "carol | tone.delete | tone style brief | openers removed, closings removed, contractions expand, "
                        + "emoji removed, exclamations removed, sentences up to 12 words; guidance: Keep it very short. "
                        + "| null");
    }

    @Test
    void refusesToDeleteAStyleThatASettingNames() {
        db.transaction(em -> on(em).save(brief(""), "alice"));
        config.set("tone.style", "neutral").set("tenant.bluebay.tone.style", "brief");

        assertThatThrownBy(() -> db.transaction(em -> on(em).delete("brief", "alice")))
                .isInstanceOf(ToneStyleInUseException.class).hasMessageContaining("tenant.bluebay.tone.style");
        Optional<ToneStyle> kept = db.read(em -> on(em).named("brief"));
        List<String> users = db.read(em -> on(em).usedBy("neutral"));
        assertThat(kept).isPresent();
        assertThat(users).containsExactly("tone.style");
    }

    @Test
    void namesTheFieldAtFault() {
        assertThat(ToneStyles.problem(brief(""))).isEmpty();
        assertThat(ToneStyles.problem(new ToneStyle("Bad Name", "d", false, false, ToneStyle.Contractions.KEEP, false,
                false, 0, ""))).get().extracting(Problem::field).isEqualTo("name");
        assertThat(ToneStyles.problem(new ToneStyle("friendly", "d", false, false, ToneStyle.Contractions.KEEP, false,
                false, 0, ""))).get().extracting(Problem::message).asString().contains("built-in");
        assertThat(ToneStyles.problem(new ToneStyle("terse", " ", false, false, ToneStyle.Contractions.KEEP, false,
                false, 0, ""))).get().extracting(Problem::field).isEqualTo("description");
        assertThat(ToneStyles.problem(new ToneStyle("terse", "d", false, false, ToneStyle.Contractions.KEEP, false,
                false, 201, ""))).get().extracting(Problem::field).isEqualTo("max_sentence_words");
        assertThat(ToneStyles.problem(new ToneStyle("terse", "d", false, false, null, false, false, 0, "")))
                .get().extracting(Problem::field).isEqualTo("contractions");
    }
}
