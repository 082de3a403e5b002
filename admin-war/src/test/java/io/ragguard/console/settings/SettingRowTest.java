package io.ragguard.console.settings;

import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class SettingRowTest {

    private static SettingView view(String name, String value) {
        return new SettingView(name, value, null, "database", SettingType.NUMBER, 0.0, 1.0, List.of(),
                "a number from 0 to 1", "a threshold", "0.35");
    }

    @Test
    void showsEachTenantsOwnValueBesideAndRightAfterTheGlobalOne() {
        List<SettingRow> rows = SettingRow.of(List.of(view("validator.faithfulness.threshold", "0.35"),
                view("validator.claims.threshold", "0.5"),
                view("tenant.helixpharma.validator.faithfulness.threshold", "0.5"),
                view("tenant.bluebay.validator.faithfulness.threshold", "0.2")));

        assertThat(rows).extracting(SettingRow::getName).containsExactly("validator.faithfulness.threshold",
                "tenant.helixpharma.validator.faithfulness.threshold", "tenant.bluebay.validator.faithfulness.threshold",
                "validator.claims.threshold");
        assertThat(rows.get(0).getOverridesText()).isEqualTo("helixpharma 0.5 · bluebay 0.2");
        assertThat(rows.get(1).getOverrideOf()).isEqualTo("for helixpharma instead of the global 0.35");
        assertThat(rows.get(3).getOverridesText()).isNull();
        assertThat(rows.get(3).getOverrideOf()).isNull();
    }

    @Test
    void keepsAnOverrideWhoseGlobalSettingIsNotListed() {
        List<SettingRow> rows = SettingRow.of(List.of(view("tenant.medora.chat.decline.message", "Ask us.")));

        assertThat(rows).extracting(SettingRow::getName).containsExactly("tenant.medora.chat.decline.message");
        assertThat(rows.get(0).getOverrideOf()).isNull();
    }
}
