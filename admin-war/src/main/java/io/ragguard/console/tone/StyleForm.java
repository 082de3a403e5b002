package io.ragguard.console.tone;

import io.ragguard.tone.boundary.ToneStyle;

import java.io.Serializable;

/** A tone style as the page's form edits it: a new one (empty name) or a copy of a created one. */
public class StyleForm implements Serializable {

    private static final long serialVersionUID = 1L;

    private String name = "";
    private String description = "";
    private boolean openers;
    private boolean closings;
    private ToneStyle.Contractions contractions = ToneStyle.Contractions.KEEP;
    private boolean emoji;
    private boolean exclamations;
    private int maxSentenceWords;
    private String guidance = "";
    private boolean existing;

    public static StyleForm of(ToneStyle style) {
        StyleForm form = new StyleForm();
        form.name = style.name();
        form.description = style.description();
        form.openers = style.openers();
        form.closings = style.closings();
        form.contractions = style.contractions();
        form.emoji = style.emoji();
        form.exclamations = style.exclamations();
        form.maxSentenceWords = style.maxSentenceWords();
        form.guidance = style.guidance();
        form.existing = true;
        return form;
    }

    public ToneStyle style() {
        return new ToneStyle(name == null ? "" : name.strip(), description, openers, closings, contractions, emoji,
                exclamations, maxSentenceWords, guidance == null ? "" : guidance);
    }

    /** Whether the form edits a stored style (its name is then fixed). */
    public boolean isExisting() {
        return existing;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public boolean isOpeners() {
        return openers;
    }

    public void setOpeners(boolean openers) {
        this.openers = openers;
    }

    public boolean isClosings() {
        return closings;
    }

    public void setClosings(boolean closings) {
        this.closings = closings;
    }

    public ToneStyle.Contractions getContractions() {
        return contractions;
    }

    public void setContractions(ToneStyle.Contractions contractions) {
        this.contractions = contractions;
    }

    public boolean isEmoji() {
        return emoji;
    }

    public void setEmoji(boolean emoji) {
        this.emoji = emoji;
    }

    public boolean isExclamations() {
        return exclamations;
    }

    public void setExclamations(boolean exclamations) {
        this.exclamations = exclamations;
    }

    public int getMaxSentenceWords() {
        return maxSentenceWords;
    }

    public void setMaxSentenceWords(int maxSentenceWords) {
        this.maxSentenceWords = maxSentenceWords;
    }

    public String getGuidance() {
        return guidance;
    }

    public void setGuidance(String guidance) {
        this.guidance = guidance;
    }
}
