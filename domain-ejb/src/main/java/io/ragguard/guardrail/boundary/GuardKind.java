package io.ragguard.guardrail.boundary;

import jakarta.json.bind.adapter.JsonbAdapter;
import jakarta.json.bind.annotation.JsonbTypeAdapter;

import java.io.Serializable;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Which guard list an entry belongs to, by the name it is stored and sent under: {@code denied_topic},
 * {@code identity_claim}, {@code ego_claim}, {@code required_section}, or {@code harm_<category>} for the
 * harmful words of one category ({@code harm_violence}). The harm categories are the admins' own, so this is
 * a value with five shapes rather than an enum; a name of none of them is not a kind.
 */
@JsonbTypeAdapter(GuardKind.Json.class)
public record GuardKind(String name) implements Serializable {

    /** What the name of every harm kind starts with. */
    public static final String HARM_PREFIX = "harm_";

    // before the constants, which the constructor checks against it
    private static final Pattern NAME = Pattern.compile(
            "denied_topic|identity_claim|ego_claim|required_section|harm_[a-z0-9_]{1,58}");

    /** Pattern: the topic's name; detail: the sentence that describes it. */
    public static final GuardKind DENIED_TOPIC = new GuardKind("denied_topic");
    /** Pattern: a regular expression of a claim to be someone or something the assistant is not. */
    public static final GuardKind IDENTITY_CLAIM = new GuardKind("identity_claim");
    /** Pattern: a regular expression of a boast; detail: its neutral rewrite. */
    public static final GuardKind EGO_CLAIM = new GuardKind("ego_claim");
    /** Pattern: a heading or label an answer must hold. */
    public static final GuardKind REQUIRED_SECTION = new GuardKind("required_section");

    /** What a kind's name may be, in the words an API error or a form uses. */
    public static final String NAMES = "denied_topic, harm_<category>, identity_claim, ego_claim or required_section";

    /** @throws IllegalArgumentException for a name that is none of the kinds */
    public GuardKind {
        if (name == null || !NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a guard list kind is " + NAMES + ", not " + name);
        }
    }

    /** The kind of this name, or empty when it names none. */
    public static Optional<GuardKind> of(String name) {
        return name != null && NAME.matcher(name).matches() ? Optional.of(new GuardKind(name)) : Optional.empty();
    }

    /** The harmful words of a category ({@code violence} → {@code harm_violence}). */
    public static GuardKind harm(String category) {
        return new GuardKind(HARM_PREFIX + category);
    }

    /** Whether this is a list of harmful words. */
    public boolean isHarm() {
        return name.startsWith(HARM_PREFIX);
    }

    /** A harm list's category ({@code harm_violence} → {@code violence}); empty for the other kinds. */
    public Optional<String> category() {
        return isHarm() ? Optional.of(name.substring(HARM_PREFIX.length())) : Optional.empty();
    }

    /** Whether the entries' patterns are regular expressions (identity and ego claims). */
    public boolean isRegex() {
        return equals(IDENTITY_CLAIM) || equals(EGO_CLAIM);
    }

    @Override
    public String toString() {
        return name;
    }

    /** Writes and reads a kind as its name. */
    public static class Json implements JsonbAdapter<GuardKind, String> {

        @Override
        public String adaptToJson(GuardKind kind) {
            return kind.name();
        }

        @Override
        public GuardKind adaptFromJson(String name) {
            return new GuardKind(name);
        }
    }
}
