package io.ragguard.guardrail.boundary;

import java.lang.System.Logger.Level;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

/**
 * An immutable snapshot of every guard list entry, with lookups by kind for one tenant. The regex
 * entries (identity and ego claims) are compiled once, when the snapshot is made, not per answer.
 */
public final class GuardLists {

    public static final GuardLists EMPTY = new GuardLists(List.of());
    private static final System.Logger LOG = System.getLogger(GuardLists.class.getName());

    /** A regex entry with its compiled pattern. */
    public record Claim(GuardEntryView entry, Pattern pattern) {
    }

    private final List<GuardEntryView> entries;
    private final Map<Long, Pattern> patterns = new HashMap<>();

    public GuardLists(List<GuardEntryView> entries) {
        this.entries = List.copyOf(entries);
        for (GuardEntryView entry : this.entries) {
            if (entry.kind().isRegex()) {
                try {
                    patterns.put(entry.id(), Pattern.compile(entry.pattern()));
                } catch (PatternSyntaxException e) {
                    LOG.log(Level.WARNING, "guard entry {0} is not a valid regex, skipped: {1}", entry.id(),
                            entry.pattern());
                }
            }
        }
    }

    public List<GuardEntryView> entries() {
        return entries;
    }

    /** The regex entries of the kind that apply to the tenant, compiled; invalid ones are left out. */
    public List<Claim> claims(GuardKind kind, String tenant) {
        return of(kind, tenant).stream().filter(e -> patterns.containsKey(e.id()))
                .map(e -> new Claim(e, patterns.get(e.id()))).toList();
    }

    /** Entries of the kind that apply to the tenant: its own and those for every tenant. */
    public List<GuardEntryView> of(GuardKind kind, String tenant) {
        return entries.stream()
                .filter(e -> e.kind().equals(kind) && (e.tenant() == null || Objects.equals(e.tenant(), tenant)))
                .toList();
    }

    /** The harmful words and phrases that apply to the tenant, by category ({@code harm_violence} → violence). */
    public Map<String, List<String>> harmWords(String tenant) {
        Map<String, List<String>> categories = new LinkedHashMap<>();
        entries.stream()
                .filter(e -> e.kind().isHarm())
                .filter(e -> e.tenant() == null || Objects.equals(e.tenant(), tenant))
                .forEach(e -> categories.computeIfAbsent(e.kind().category().orElseThrow(),
                        k -> new ArrayList<>()).add(e.pattern()));
        categories.replaceAll((category, words) -> List.copyOf(words));
        return Map.copyOf(categories);
    }
}
