package io.ragguard.settings.boundary;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SettingCatalogTest {

    private final SettingCatalog catalog = new SettingCatalog();

    private void assertRefused(String name, String value, String allowed) {
        assertThatThrownBy(() -> catalog.normalize(name, value))
                .isInstanceOfSatisfying(InvalidSettingException.class, e -> assertThat(e.setting()).isEqualTo(name))
                .hasMessageContaining(name + " takes " + allowed);
    }

    @Test
    void knowsTheBuiltInSettingsEachWithItsRange() {
        assertThat(catalog.all()).extracting(SettingDefinition::name).contains(
                "enable.validators", "enable.tone.align", "tone.style", "validation.mode", "validation.on.error",
                "validation.budget-ms", "retrieval.similarity.threshold", "retrieval.candidates",
                "generation.extractive.max-sentences", "llm.provider", "chat.default.tenant", "chat.message.max-chars", "chat.refusal.template",
                "recording.raw-personal-data", "recording.retention.days");
        assertThat(catalog.all()).extracting(SettingDefinition::name).isSorted();
        assertThat(catalog.all()).filteredOn(d -> d.type() == SettingType.NUMBER || d.type() == SettingType.INTEGER)
                .allSatisfy(d -> assertThat(d.min()).isNotNull().isLessThanOrEqualTo(d.max()));
        assertThat(catalog.all()).filteredOn(d -> d.type() == SettingType.TEXT)
                .allSatisfy(d -> assertThat(d.maxLength()).isPositive());
    }

    @Test
    void refusesValuesThatWouldBreakTheServerOrSwitchChecksOff() {
        assertRefused("retrieval.candidates", "2147483647", "a whole number from 1 to 200");
        assertRefused("retrieval.candidates", "1e8", "a whole number from 1 to 200");
        assertRefused("retrieval.similarity.threshold", "1e308", "a number from 0 to 1");
        assertRefused("validation.budget-ms", "0", "a whole number from 10 to 60000");
        assertRefused("validation.mode", "lenient", "one of enforce, observe, shadow, off");
        assertThat(catalog.normalize("validation.budget-ms", "500")).isEqualTo("500");
    }

    @Test
    void registersAValidatorsSwitchOrderBudgetAndDeclaredParameters() {
        catalog.registerValidator("numeric-units", List.of(
                SettingDefinition.choice("mode", "", "mark", "remove"),
                SettingDefinition.fraction("threshold", "")));

        assertThat(catalog.all()).extracting(SettingDefinition::name)
                .filteredOn(name -> name.startsWith("validator.numeric-units."))
                .containsExactly("validator.numeric-units.budget-ms", "validator.numeric-units.enabled",
                        "validator.numeric-units.enforcement", "validator.numeric-units.mode",
                        "validator.numeric-units.order",
                        "validator.numeric-units.threshold");
        assertThat(catalog.normalize("validator.numeric-units.enabled", "True")).isEqualTo("true");
        assertRefused("validator.numeric-units.mode", "anything", "one of mark, remove");
        assertRefused("validator.numeric-units.enforcement", "loud", "one of enforce, observe");
        assertRefused("validator.numeric-units.threshold", "5", "a number from 0 to 1");
        assertRefused("validator.numeric-units.order", "-1", "a whole number from 0 to 1000");
    }

    @Test
    void rejectsAnUnknownSettingNamingIt() {
        assertThatThrownBy(() -> catalog.require("no.such.setting"))
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.setting()).isEqualTo("no.such.setting"))
                .hasMessageContaining("unknown setting");
    }

    @Test
    void catalogsDoNotShareRegistrations() {
        catalog.registerValidator("tone-check", List.of());

        assertThatThrownBy(() -> new SettingCatalog().require("validator.tone-check.enabled"))
                .isInstanceOf(InvalidSettingException.class);
    }

    @Test
    void takesFilesOnlyFromTheModelFolderAndOnlyOfTheirKind(@TempDir Path data) throws IOException {
        catalog.dataDir = data.toString();
        Path models = Files.createDirectories(data.resolve("models"));
        Path tokenizer = Files.writeString(models.resolve("tokenizer.json"),
                "{\"model\": {\"type\": \"WordPiece\", \"vocab\": {\"[PAD]\": 0, \"[UNK]\": 1}}}");
        Files.writeString(models.resolve("notes.json"), "{\"model\": \"no vocabulary\"}");
        Files.writeString(models.resolve("bpe.json"), "{\"model\": {\"type\": \"BPE\", \"vocab\": {\"a\": 0}}}");
        Path outside = Files.writeString(data.resolve("secret.json"), Files.readString(tokenizer));
        Files.createSymbolicLink(models.resolve("link.json"), outside);
        String name = "validator.cross-encoder.tokenizer";
        String allowed = "the path of a tokenizer.json in the server's model folder";

        assertThat(catalog.normalize(name, "tokenizer.json")).isEqualTo(tokenizer.toRealPath().toString());
        assertThat(catalog.normalize(name, tokenizer.toString())).isEqualTo(tokenizer.toRealPath().toString());
        assertRefused(name, outside.toString(), allowed);
        assertRefused(name, "../secret.json", allowed);
        assertRefused(name, "link.json", allowed);
        assertRefused(name, "/etc/shadow", allowed);
        assertRefused(name, "notes.json", allowed);
        assertRefused(name, "bpe.json", allowed);
        assertRefused(name, "missing.json", allowed);
        assertRefused(name, ".", allowed);
    }

    @Test
    void takesAsModelOnlyAnOnnxPairClassifier(@TempDir Path data) throws IOException {
        catalog.dataDir = data.toString();
        Path models = Files.createDirectories(data.resolve("models"));
        Files.writeString(models.resolve("text.onnx"), "not a model");
        try (InputStream embedding = getClass().getResourceAsStream("/all-minilm-l6-v2-q.onnx")) {
            Files.copy(embedding, models.resolve("embedding.onnx"));
        }
        String name = "validator.cross-encoder.model";
        String allowed = "the path of an ONNX pair classifier";

        assertRefused(name, "text.onnx", allowed);
        assertRefused(name, "embedding.onnx", allowed); // a model, but one vector per token, not logits
    }

    @Test
    void theModelSettingsRefuseAnUnknownProviderAMalformedUrlAndANegativeTimeout() {
        assertThat(catalog.normalize("llm.provider", "Anthropic")).isEqualTo("anthropic");
        assertRefused("llm.provider", "cohere", "one of extractive, openai, gemini, anthropic");
        assertRefused("llm.base-url", "localhost:11434/v1", "an http or https URL");
        assertRefused("llm.timeout-ms", "-5", "a whole number from 100");
        assertRefused("llm.temperature", "3", "a number from 0 to 2");
        assertRefused("llm.fallback", "openai", "one of extractive, none");
        assertThat(catalog.normalize("llm.model", "gpt-4o-mini")).isEqualTo("gpt-4o-mini");
        assertThat(catalog.require("llm.api-key").secret()).isTrue();
    }

    @Test
    void aTenantMayOverrideEachModelSettingWithTheSameRange() {
        assertThat(catalog.normalize("tenant.bluebay.llm.max-tokens", "512")).isEqualTo("512");
        assertRefused("tenant.bluebay.llm.timeout-ms", "-1", "a whole number from 100");
        assertThat(catalog.require("tenant.bluebay.llm.api-key").secret()).isTrue();
        assertThatThrownBy(() -> catalog.require("tenant.bluebay.retrieval.top-k"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("unknown setting");
    }

    @Test
    void aTenantMayOverrideThePolicyWithTheSameChoicesAndRanges() {
        catalog.registerValidator("claims", List.of(SettingDefinition.fraction("threshold", "Claims supported")));
        assertThat(catalog.normalize("tenant.bluebay.validation.mode", "SHADOW")).isEqualTo("shadow");
        assertRefused("tenant.bluebay.validation.mode", "loud", "one of");
        assertThat(catalog.normalize("tenant.bluebay.validator.claims.enabled", "false")).isEqualTo("false");
        assertRefused("tenant.bluebay.validator.claims.threshold", "2", "a number from 0 to 1");
        assertThatThrownBy(() -> catalog.require("tenant.bluebay.validator.nosuch.enabled"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("unknown setting");
        assertThatThrownBy(() -> catalog.require("tenant.bluebay.validator.cross-encoder.weight"))
                .isInstanceOf(InvalidSettingException.class).hasMessageContaining("unknown setting");
    }
}
