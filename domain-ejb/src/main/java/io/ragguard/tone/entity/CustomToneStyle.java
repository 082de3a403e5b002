package io.ragguard.tone.entity;

import io.ragguard.tone.boundary.ToneStyle;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.Table;

import java.time.Instant;

/** A tone style an admin created, as stored; the built-in ones are not stored. */
@Entity
@Table(name = "tone_style")
@NamedQuery(name = CustomToneStyle.ALL, query = "select s from CustomToneStyle s order by s.name")
public class CustomToneStyle {

    public static final String ALL = "CustomToneStyle.all";

    @Id
    private String name;

    @Column(nullable = false)
    private String description;

    @Column(nullable = false)
    private boolean openers;

    @Column(nullable = false)
    private boolean closings;

    @Column(nullable = false)
    private String contractions;

    @Column(nullable = false)
    private boolean emoji;

    @Column(nullable = false)
    private boolean exclamations;

    @Column(name = "max_sentence_words", nullable = false)
    private int maxSentenceWords;

    @Column(nullable = false)
    private String guidance;

    @Column(name = "updated_at", nullable = false)
    private Instant updatedAt;

    @Column(name = "updated_by", nullable = false)
    private String updatedBy;

    protected CustomToneStyle() {
    }

    public CustomToneStyle(ToneStyle style, String actor) {
        this.name = style.name();
        change(style, actor);
    }

    /** Takes every rule of {@code style} (its name stays). */
    public void change(ToneStyle style, String actor) {
        this.description = style.description();
        this.openers = style.openers();
        this.closings = style.closings();
        this.contractions = style.contractions().name();
        this.emoji = style.emoji();
        this.exclamations = style.exclamations();
        this.maxSentenceWords = style.maxSentenceWords();
        this.guidance = style.guidance();
        this.updatedAt = Instant.now();
        this.updatedBy = actor;
    }

    public ToneStyle style() {
        return new ToneStyle(name, description, openers, closings, ToneStyle.Contractions.valueOf(contractions), emoji,
                exclamations, maxSentenceWords, guidance);
    }

    public String getName() {
        return name;
    }

    public Instant getUpdatedAt() {
        return updatedAt;
    }

    public String getUpdatedBy() {
        return updatedBy;
    }
}
