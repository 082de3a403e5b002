package io.ragguard.validation.guardrail;

import io.ragguard.guardrail.boundary.GuardEntryView;
import io.ragguard.guardrail.boundary.GuardKind;
import io.ragguard.guardrail.boundary.GuardLists;
import io.ragguard.guardrail.boundary.GuardrailSync;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** Guard lists for tests, built entry by entry, and a stand-in for the snapshot the validators read. */
public final class Guards {

    /** The identity claims of the V3 migration. */
    public static final List<String> IDENTITY_CLAIMS = List.of(
            "(?i)\\bI(?:'m|’m| am) (ChatGPT|GPT-?\\d[\\w.-]*|Gemini|Bard|Claude|Copilot|Llama|Mistral|DeepSeek)\\b",
            "(?i)\\bas an? (OpenAI|Google|Anthropic|Meta|Microsoft|DeepSeek|Mistral) (?:model|language model|AI"
                    + "|assistant|product)\\b",
            "(?i)\\b(?:developed|created|made|trained|built) by (OpenAI|Google|Anthropic|Meta|Microsoft|DeepSeek"
                    + "|Mistral)\\b",
            "\\b(?i:I(?:'m|’m| am))(?i: the)? (\\p{Lu}[\\p{L}'’-]*(?: (?:&|and|\\p{Lu}[\\p{L}'’-]*))*)"
                    + "(?i:(?: help desk| shopping| knowledge| virtual)? (?:assistant|chatbot|bot))\\b");

    private final List<GuardEntryView> entries = new ArrayList<>();

    public Guards add(String kind, String tenant, String pattern, String detail) {
        entries.add(new GuardEntryView(entries.size() + 1, new GuardKind(kind), tenant, pattern, detail, Instant.EPOCH, "test"));
        return this;
    }

    public GuardLists lists() {
        return new GuardLists(entries);
    }

    /** A snapshot holder that never touches a database. */
    public GuardrailSync sync() {
        GuardLists lists = lists();
        return new GuardrailSync() {
            @Override
            public GuardLists current() {
                return lists;
            }
        };
    }
}
