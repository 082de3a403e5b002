package io.ragguard.settings;

import io.ragguard.database.TestDatabase;
import io.ragguard.settings.entity.Setting;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

class SettingsMappingIT {

    @RegisterExtension
    final TestDatabase db = new TestDatabase();

    private List<Setting> all() {
        return db.read(em -> em.createNamedQuery(Setting.ALL, Setting.class).getResultList());
    }

    @Test
    void listsEveryStoredSetting() {
        db.run(em -> {
            em.persist(new Setting("validation.mode", "shadow", "admin"));
            em.persist(new Setting("retrieval.similarity.threshold", "0.4", "admin"));
        });

        assertThat(all()).extracting(Setting::getName, Setting::getValue).containsExactlyInAnyOrder(
                tuple("validation.mode", "shadow"),
                tuple("retrieval.similarity.threshold", "0.4"));
    }

    @Test
    void storesAChangedValue() {
        db.run(em -> em.persist(new Setting("validation.mode", "shadow", "admin")));

        db.run(em -> em.find(Setting.class, "validation.mode").change("off", "auditor"));

        assertThat(all()).extracting(Setting::getName, Setting::getValue)
                .containsExactly(tuple("validation.mode", "off"));
    }

    @Test
    void holdsTheLongestTextASettingMayTake() {
        String longest = "x".repeat(4000);
        db.run(em -> em.persist(new Setting("chat.default.tenant", longest, "admin")));

        assertThat(all()).singleElement().extracting(Setting::getValue).isEqualTo(longest);
    }

    @Test
    void removingASettingForgetsIt() {
        db.run(em -> em.persist(new Setting("validation.mode", "shadow", "admin")));

        db.run(em -> em.remove(em.find(Setting.class, "validation.mode")));

        assertThat(all()).isEmpty();
    }
}
