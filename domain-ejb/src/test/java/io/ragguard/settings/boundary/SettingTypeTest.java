package io.ragguard.settings.boundary;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingTypeTest {

    private static final List<String> NONE = List.of();

    private static void assertRejected(SettingType type, String raw, List<String> choices, String messagePart) {
        assertThatThrownBy(() -> type.normalize("some.key", raw, choices))
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.setting()).isEqualTo("some.key"))
                .hasMessageContaining(messagePart);
    }

    @Test
    void booleansAreCaseInsensitive() {
        assertThat(SettingType.BOOLEAN.normalize("k", " TRUE ", NONE)).isEqualTo("true");
        assertThat(SettingType.BOOLEAN.normalize("k", "False", NONE)).isEqualTo("false");
    }

    @Test
    void booleansRejectAnythingElse() {
        assertRejected(SettingType.BOOLEAN, "yes", NONE, "true or false");
        assertRejected(SettingType.BOOLEAN, "1", NONE, "true or false");
    }

    @Test
    void fractionsRunFromZeroToOne() {
        assertThat(SettingType.FRACTION.normalize("k", "0", NONE)).isEqualTo("0.0");
        assertThat(SettingType.FRACTION.normalize("k", "0.35", NONE)).isEqualTo("0.35");
        assertThat(SettingType.FRACTION.normalize("k", "1", NONE)).isEqualTo("1.0");
        assertRejected(SettingType.FRACTION, "1.01", NONE, "from 0 to 1");
        assertRejected(SettingType.FRACTION, "-0.1", NONE, "from 0 to 1");
    }

    @Test
    void numbersAreAtLeastZero() {
        assertThat(SettingType.NUMBER.normalize("k", "12.5", NONE)).isEqualTo("12.5");
        assertThat(SettingType.NUMBER.normalize("k", "0", NONE)).isEqualTo("0.0");
        assertRejected(SettingType.NUMBER, "-1", NONE, "at least 0");
    }

    @Test
    void numbersMustBeFinite() {
        assertRejected(SettingType.NUMBER, "NaN", NONE, "takes a number");
        assertRejected(SettingType.NUMBER, "Infinity", NONE, "takes a number");
        assertRejected(SettingType.FRACTION, "half", NONE, "takes a number");
    }

    @Test
    void integersAreWholeNumbersOfAtLeastOne() {
        assertThat(SettingType.INTEGER.normalize("k", " 20 ", NONE)).isEqualTo("20");
        assertThat(SettingType.INTEGER.normalize("k", "1", NONE)).isEqualTo("1");
        assertRejected(SettingType.INTEGER, "0", NONE, "at least 1");
        assertRejected(SettingType.INTEGER, "2.5", NONE, "whole number");
        assertRejected(SettingType.INTEGER, "many", NONE, "whole number");
    }

    @Test
    void indexesAreAnyWholeNumberNegativeCountingFromTheEnd() {
        assertThat(SettingType.INDEX.normalize("k", " -1 ", NONE)).isEqualTo("-1");
        assertThat(SettingType.INDEX.normalize("k", "0", NONE)).isEqualTo("0");
        assertThat(SettingType.INDEX.normalize("k", "2", NONE)).isEqualTo("2");
        assertRejected(SettingType.INDEX, "last", NONE, "whole number");
        assertRejected(SettingType.INDEX, "1.5", NONE, "whole number");
    }

    @Test
    void filesAreReadableRegularFilesGivenAsAbsolutePaths(@TempDir Path folder) throws IOException {
        Path model = Files.writeString(folder.resolve("model.onnx"), "bytes");

        assertThat(SettingType.FILE.normalize("k", " " + model + " ", NONE)).isEqualTo(model.toAbsolutePath().toString());
        assertThat(SettingType.FILE.normalize("k", folder + "/./model.onnx", NONE))
                .isEqualTo(model.toAbsolutePath().toString());
        assertRejected(SettingType.FILE, folder.resolve("missing.onnx").toString(), NONE, "missing.onnx is not");
        assertRejected(SettingType.FILE, folder.toString(), NONE, "path of a readable file");
        assertRejected(SettingType.FILE, "bad\0path", NONE, "file path");
    }

    @Test
    void choicesAreOneOfTheListCaseInsensitive() {
        List<String> modes = List.of("enforce", "shadow", "off");

        assertThat(SettingType.CHOICE.normalize("k", "Shadow", modes)).isEqualTo("shadow");
        assertRejected(SettingType.CHOICE, "strict", modes, "one of [enforce, shadow, off]");
    }

    @Test
    void textIsTrimmedAndAtMost4000Characters() {
        assertThat(SettingType.TEXT.normalize("k", "  northwind ", NONE)).isEqualTo("northwind");
        assertThat(SettingType.TEXT.normalize("k", "x".repeat(4000), NONE)).hasSize(4000);
        assertRejected(SettingType.TEXT, "x".repeat(4001), NONE, "at most 4000");
    }

    @Test
    void everyTypeRejectsABlankValueNamingTheSetting() {
        for (SettingType type : SettingType.values()) {
            assertRejected(type, "   ", List.of("a"), "some.key needs a value");
            assertRejected(type, null, List.of("a"), "some.key needs a value");
        }
    }
}
