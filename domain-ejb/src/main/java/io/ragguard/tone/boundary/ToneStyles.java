package io.ragguard.tone.boundary;

import io.ragguard.request.Problem;
import io.ragguard.audit.boundary.AuditLog;
import io.ragguard.settings.boundary.TenantOverride;
import io.ragguard.tone.control.BuiltInStyles;
import io.ragguard.tone.control.ToneStyleSync;
import io.ragguard.tone.entity.CustomToneStyle;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import org.eclipse.microprofile.config.Config;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import java.util.stream.StreamSupport;

/**
 * The tone styles: the built-in ones, which cannot change, and the ones admins create, change and
 * delete. Every change is audited ({@code tone.create}, {@code tone.update}, {@code tone.delete}) and
 * reaches this node's answers at once, the other nodes' within seconds. A style that {@code tone.style}
 * or a tenant's {@code tenant.<id>.tone.style} names cannot be deleted.
 */
@Stateless
public class ToneStyles {

    public static final int DESCRIPTION_CHARS = 200;
    public static final int GUIDANCE_CHARS = 2000;
    public static final int MAX_SENTENCE_WORDS = 200;
    private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]{0,39}");
    private static final String SETTING = "tone.style";

    @PersistenceContext
    EntityManager em;

    @Inject
    AuditLog audit;

    @Inject
    ToneStyleSync sync;

    @Inject
    Config config;

    /** The built-in styles, then the created ones by name. */
    public List<ToneStyle> all() {
        return sync.all();
    }

    public Optional<ToneStyle> named(String name) {
        return sync.named(name);
    }

    public static boolean builtIn(String name) {
        return BuiltInStyles.ALL.stream().anyMatch(s -> s.name().equalsIgnoreCase(name == null ? "" : name.strip()));
    }

    /** Why a style cannot be saved as it is, or empty when it can. */
    public static Optional<Problem> problem(ToneStyle style) {
        if (style.name() == null || !NAME.matcher(style.name()).matches()) {
            return problem("name", "name must be 1 to 40 lowercase letters, digits or hyphens, starting with a letter");
        }
        if (builtIn(style.name())) {
            return problem("name", style.name() + " is a built-in style and cannot be changed");
        }
        if (style.description() == null || style.description().isBlank()
                || style.description().length() > DESCRIPTION_CHARS) {
            return problem("description", "description must be 1 to " + DESCRIPTION_CHARS + " characters");
        }
        if (style.contractions() == null) {
            return problem("contractions", "contractions must be keep, expand or contract");
        }
        if (style.maxSentenceWords() < 0 || style.maxSentenceWords() > MAX_SENTENCE_WORDS) {
            return problem("max_sentence_words", "max_sentence_words must be from 0 (no limit) to "
                    + MAX_SENTENCE_WORDS);
        }
        if (style.guidance() == null || style.guidance().length() > GUIDANCE_CHARS
                || style.guidance().chars().anyMatch(c -> Character.isISOControl(c) && c != '\n')) {
            return problem("guidance", "guidance must be at most " + GUIDANCE_CHARS + " characters of text");
        }
        return Optional.empty();
    }

    private static Optional<Problem> problem(String field, String message) {
        return Optional.of(new Problem(field, message));
    }

    /**
     * Creates the style, or changes the created one of its name; audited. A style with a {@link #problem} is
     * refused with it (400 {@code invalid_request}).
     *
     * @return whether it was created (false: changed)
     */
    public boolean save(ToneStyle style, String actor) {
        problem(style).ifPresent(Problem::raise);
        ToneStyle clean = cleaned(style);
        CustomToneStyle stored = em.find(CustomToneStyle.class, clean.name());
        if (stored == null) {
            em.persist(new CustomToneStyle(clean, actor));
            audit.record(actor, "tone.create", "tone style " + clean.name(), null, rules(clean));
        } else {
            String before = rules(stored.style());
            stored.change(clean, actor);
            audit.record(actor, "tone.update", "tone style " + clean.name(), before, rules(clean));
        }
        em.flush();
        sync.reload();
        return stored == null;
    }

    /** The settings that name the style: {@code tone.style} or a tenant's; empty when none does. */
    public List<String> usedBy(String name) {
        return StreamSupport.stream(config.getPropertyNames().spliterator(), false)
                .filter(n -> n.equals(SETTING) || TenantOverride.parse(n).filter(o -> o.setting().equals(SETTING))
                        .isPresent())
                .filter(n -> config.getOptionalValue(n, String.class).filter(name::equalsIgnoreCase).isPresent())
                .sorted().toList();
    }

    /**
     * Deletes a created style that no setting names; audited. False when there is no such created style.
     *
     * @throws ToneStyleInUseException when a setting names it
     */
    public boolean delete(String name, String actor) {
        CustomToneStyle stored = em.find(CustomToneStyle.class, name.toLowerCase(Locale.ROOT));
        if (stored == null) {
            return false;
        }
        List<String> users = usedBy(stored.getName());
        if (!users.isEmpty()) {
            throw new ToneStyleInUseException(stored.getName(), users);
        }
        audit.record(actor, "tone.delete", "tone style " + stored.getName(), rules(stored.style()), null);
        em.remove(stored);
        em.flush();
        sync.reload();
        return true;
    }

    private static ToneStyle cleaned(ToneStyle s) {
        return new ToneStyle(s.name(), s.description().strip(), s.openers(), s.closings(), s.contractions(), s.emoji(),
                s.exclamations(), s.maxSentenceWords(), s.guidance().strip());
    }

    /** A style's rules in words, as the audit keeps them and the console lists them. */
    public static String rules(ToneStyle s) {
        String text = "openers " + (s.openers() ? "kept" : "removed") + ", closings " + (s.closings() ? "kept" : "removed")
                + ", contractions " + s.contractions().name().toLowerCase(Locale.ROOT) + ", emoji "
                + (s.emoji() ? "kept" : "removed") + ", exclamations " + (s.exclamations() ? "kept" : "removed")
                + ", sentences " + (s.maxSentenceWords() == 0 ? "any length" : "up to " + s.maxSentenceWords()
                + " words") + "; guidance: " + s.guidance();
        return text.length() > 4000 ? text.substring(0, 3997) + "..." : text;
    }
}
