package io.ragguard.settings.control;

import io.ragguard.settings.boundary.InvalidSettingException;
import io.ragguard.settings.boundary.SettingType;
import jakarta.enterprise.context.ApplicationScoped;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The settings that may be changed at run time and what values each takes. Validators add their
 * own ({@code validator.<name>.enabled}, {@code .threshold}, and any other parameter) when the
 * chain starts.
 */
@ApplicationScoped
public class SettingCatalog {

    /** What a setting is and which values it takes. */
    public record Definition(String name, SettingType type, List<String> choices, String description) {

        public String normalize(String raw) {
            return type.normalize(name, raw, choices);
        }
    }

    private final Map<String, Definition> definitions = new TreeMap<>();

    public SettingCatalog() {
        define("enable.validators", SettingType.BOOLEAN, "Run the validator chain on every answer");
        define("enable.tone.align", SettingType.BOOLEAN, "Align every answer to the tone style");
        define("tone.style", SettingType.CHOICE, "Tone style applied last", "neutral");
        define("validation.mode", SettingType.CHOICE,
                "enforce: patch or refuse; shadow: run and record only; off: do not validate",
                "enforce", "shadow", "off");
        define("validation.on.error", SettingType.CHOICE,
                "What a crashing validator means for the answer", "fail-open", "fail-closed");
        define("retrieval.similarity.threshold", SettingType.FRACTION,
                "Passages less similar to the question than this are dropped");
        define("retrieval.candidates", SettingType.INTEGER, "Passages ranked before the threshold applies");
        define("retrieval.fusion", SettingType.CHOICE, "How BM25 and dense rankings are fused", "weighted", "rrf");
        define("retrieval.fusion.dense-weight", SettingType.FRACTION, "Weight of the dense score in weighted fusion");
        define("retrieval.mmr.lambda", SettingType.FRACTION, "MMR: relevance against diversity (1 = relevance only)");
        define("embedding.enable.reference.validation", SettingType.BOOLEAN,
                "Judge each retrieved passage before generation (CRAG); rejected and unsure ones are dropped");
        define("embedding.validation.model", SettingType.TEXT,
                "Who judges passages: local, or the name of an LLM provider");
        define("embedding.validation.max.refs.per.item", SettingType.INTEGER, "Passages kept after judging");
        define("conversation.memory.max.tokens", SettingType.INTEGER, "Token budget of recalled messages");
        define("conversation.memory.max.tokens.per.message", SettingType.INTEGER, "Token budget of one message");
        define("conversation.memory.min.similarity", SettingType.FRACTION,
                "Older messages less similar to the question are not recalled");
        define("conversation.memory.relevant.messages", SettingType.INTEGER, "Older messages recalled at most");
        define("generation.extractive.max-sentences", SettingType.INTEGER,
                "Sentences the extractive generator answers with");
        define("llm.provider", SettingType.CHOICE, "The model that generates answers", "extractive");
        define("chat.default.tenant", SettingType.TEXT, "Tenant of requests that name none");
        define("chat.message.max-chars", SettingType.INTEGER, "Longest question accepted");
        define("validator.cross-encoder.model", SettingType.FILE,
                "ONNX cross-encoder (NLI or HHEM style) that joins the faithfulness ensemble; reset = none");
        define("validator.cross-encoder.tokenizer", SettingType.FILE,
                "tokenizer.json of the cross-encoder; reset = the one next to the model");
        define("validator.cross-encoder.label-index", SettingType.INDEX,
                "Logit of the cross-encoder that means entailed (-1 = the last)");
        define("validator.cross-encoder.max-tokens", SettingType.INTEGER,
                "Word pieces of premise and claim the cross-encoder reads");
        define("validator.cross-encoder.threads", SettingType.INTEGER,
                "Threads one answer's cross-encoder passes run on");
        define("validator.cross-encoder.weight", SettingType.FRACTION,
                "Share of the cross-encoder's entailment probability in each claim's score");
    }

    private void define(String name, SettingType type, String description, String... choices) {
        definitions.put(name, new Definition(name, type, List.of(choices), description));
    }

    /** Adds a validator's settings; the type of other parameters follows their current values. */
    public synchronized void registerValidator(String validator, Map<String, String> parameters) {
        define("validator." + validator + ".enabled", SettingType.BOOLEAN, "Run the " + validator + " validator");
        parameters.forEach((parameter, current) -> {
            String name = "validator." + validator + "." + parameter;
            if (!definitions.containsKey(name)) {
                define(name, inferType(parameter, current), "Parameter " + parameter + " of " + validator);
            }
        });
    }

    private static SettingType inferType(String parameter, String current) {
        if (parameter.equals("threshold")) {
            return SettingType.NUMBER;
        }
        if ("true".equalsIgnoreCase(current) || "false".equalsIgnoreCase(current)) {
            return SettingType.BOOLEAN;
        }
        if (current != null && current.trim().matches("[1-9]\\d*")) {
            return SettingType.INTEGER;
        }
        try {
            Double.parseDouble(current);
            return SettingType.NUMBER;
        } catch (NumberFormatException | NullPointerException e) {
            return SettingType.TEXT;
        }
    }

    public synchronized Definition require(String name) {
        return Optional.ofNullable(definitions.get(name))
                .orElseThrow(() -> new InvalidSettingException(name, "unknown setting " + name));
    }

    public synchronized Collection<Definition> all() {
        return new ArrayList<>(definitions.values());
    }
}
