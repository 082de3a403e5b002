package io.ragguard.console.policies;

import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingType;
import io.ragguard.settings.boundary.SettingView;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.function.BinaryOperator;

import static org.assertj.core.api.Assertions.assertThat;

class DraftRowsTest {

    private static final String THRESHOLD = "validator.faithfulness.threshold";

    /** The catalogue as far as these tests need it: a threshold from 0 to 1, written without trailing zeros. */
    private static final BinaryOperator<String> CATALOGUE = (name, value) -> {
        if (!name.endsWith(".threshold")) {
            return value;
        }
        try {
            BigDecimal number = new BigDecimal(value.strip());
            if (number.compareTo(BigDecimal.ZERO) < 0 || number.compareTo(BigDecimal.ONE) > 0) {
                throw new InvalidSettingException(name, name + " takes a number from 0 to 1");
            }
            return number.stripTrailingZeros().toPlainString();
        } catch (NumberFormatException e) {
            throw new InvalidSettingException(name, name + " takes a number from 0 to 1");
        }
    };

    private static SettingView number(String name, String value) {
        return new SettingView(name, value, null, "default", SettingType.NUMBER, 0.0, 1.0, List.of(),
                "a number from 0 to 1", "", value);
    }

    private static SettingView choice(String name, String value, String... choices) {
        return new SettingView(name, value, null, "default", SettingType.CHOICE, null, null, List.of(choices),
                "one of " + String.join(", ", choices), "", value);
    }

    private static final List<SettingView> SETTINGS = List.of(
            choice("validation.mode", "enforce", "enforce", "observe", "off"),
            number(THRESHOLD, "0.50"),
            number("retrieval.min-score", "0.2"),
            number("validator.cross-encoder.weight", "0.5"),
            number("tenant.bluebay." + THRESHOLD, "0.3"));

    private static List<String> names(DraftRows rows) {
        return rows.getList().stream().map(DraftRow::getName).toList();
    }

    @Test
    void beginsWithEverySettingAPolicyHoldsAtItsCurrentValueTheTenantsOwnFirst() {
        DraftRows all = DraftRows.current(SETTINGS, null);
        DraftRows bluebay = DraftRows.current(SETTINGS, "bluebay");

        assertThat(names(all)).containsExactly("validation.mode", THRESHOLD);
        assertThat(all.getList().get(1).getCurrent()).isEqualTo("0.50");
        assertThat(bluebay.getList().get(1).getCurrent()).isEqualTo("0.3");
        assertThat(bluebay.getList().get(0).getCurrent()).as("no override: the value of all").isEqualTo("enforce");
        assertThat(all.getList().get(0).getChoices()).containsExactly("enforce", "observe", "off");
        assertThat(all.getList().get(1).isChoice()).isFalse();
    }

    @Test
    void draftsTheChangedValuesAndTheKeptSettingsOnly() {
        DraftRows rows = DraftRows.current(SETTINGS, null);
        rows.getList().get(1).setValue("0.4");

        assertThat(rows.checked(CATALOGUE).values()).containsExactly(Map.entry(THRESHOLD, "0.4"));
        assertThat(rows.keep("validation.mode", DraftRows.current(SETTINGS, null))).isTrue();
        assertThat(rows.checked(CATALOGUE).values()).containsEntry("validation.mode", "enforce").hasSize(2);
    }

    @Test
    void aValueWrittenOtherwiseButTheSameIsNoChange() {
        DraftRows rows = DraftRows.current(SETTINGS, null);
        rows.getList().get(1).setValue("0.5");

        assertThat(rows.checked(CATALOGUE).values()).isEmpty();
    }

    @Test
    void aRefusedValueIsNamedByItsRow() {
        DraftRows rows = DraftRows.current(SETTINGS, null);
        rows.getList().get(1).setValue("7");

        DraftRows.Checked checked = rows.checked(CATALOGUE);

        assertThat(checked.refused()).containsOnlyKeys(1);
        assertThat(checked.refused().get(1)).contains("from 0 to 1");
        assertThat(rows.indexOf("tenant.bluebay." + THRESHOLD, "bluebay")).contains(1);
        assertThat(rows.indexOf(THRESHOLD, null)).contains(1);
    }

    @Test
    void aRemovedSettingComesBackFirstWhenAddedByNameAndAnUnknownOneDoesNot() {
        DraftRows rows = DraftRows.current(SETTINGS, null);
        rows.remove(rows.getList().get(1));
        assertThat(names(rows)).containsExactly("validation.mode");

        assertThat(rows.keep(THRESHOLD, DraftRows.current(SETTINGS, null))).isTrue();
        assertThat(rows.keep("retrieval.min-score", DraftRows.current(SETTINGS, null))).isFalse();

        assertThat(names(rows)).containsExactly(THRESHOLD, "validation.mode");
        assertThat(rows.getList().get(0).isKept()).isTrue();
        assertThat(rows.checked(CATALOGUE).values()).containsOnlyKeys(THRESHOLD);
    }

    @Test
    void aSettingWithoutAValueLeftAsItIsIsNeitherCheckedNorDraftedAndAChoiceKeepsItsValue() {
        DraftRows rows = DraftRows.current(List.of(number("validator.grounding.judge.margin", null),
                choice("validation.on.error", "", "fail-open", "fail-closed")), null);

        assertThat(rows.getList().get(1).getChoices()).containsExactly("", "fail-open", "fail-closed");
        DraftRows.Checked checked = rows.checked((name, value) -> {
            throw new InvalidSettingException(name, name + " takes something, not '" + value + "'");
        });
        assertThat(checked.refused()).isEmpty();
        assertThat(checked.values()).isEmpty();
    }
}
