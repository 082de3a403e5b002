package io.ragguard.guardrail.boundary;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** An immutable snapshot of every guard list entry, with lookups by kind for one tenant. */
public record GuardLists(List<GuardEntryView> entries) {

    public static final GuardLists EMPTY = new GuardLists(List.of());

    public GuardLists {
        entries = List.copyOf(entries);
    }

    /** Entries of the kind that apply to the tenant: its own and those for every tenant. */
    public List<GuardEntryView> of(String kind, String tenant) {
        return entries.stream()
                .filter(e -> e.kind().equals(kind) && (e.tenant() == null || Objects.equals(e.tenant(), tenant)))
                .toList();
    }

    /** The harmful words and phrases that apply to the tenant, by category ({@code harm_violence} → violence). */
    public Map<String, List<String>> harmWords(String tenant) {
        Map<String, List<String>> categories = new LinkedHashMap<>();
        entries.stream()
                .filter(e -> e.kind().startsWith(GuardEntryDraft.HARM_PREFIX))
                .filter(e -> e.tenant() == null || Objects.equals(e.tenant(), tenant))
                .forEach(e -> categories.computeIfAbsent(e.kind().substring(GuardEntryDraft.HARM_PREFIX.length()),
                        k -> new ArrayList<>()).add(e.pattern()));
        categories.replaceAll((category, words) -> List.copyOf(words));
        return Map.copyOf(categories);
    }
}
