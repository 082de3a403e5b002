package io.ragguard.settings.boundary;

/** What a file a setting names must be: checked when it is set, by opening it as that. */
public enum FileKind {
    ONNX_MODEL("an ONNX pair classifier (input_ids in, logits out)"),
    TOKENIZER("a tokenizer.json");

    private final String description;

    FileKind(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }
}
