package io.ragguard.console.review;

import io.ragguard.recording.boundary.ReviewQueue;
import jakarta.annotation.PostConstruct;
import jakarta.faces.view.ViewScoped;
import jakarta.inject.Inject;
import jakarta.inject.Named;

import java.io.Serializable;

/** The answers waiting for a compliance officer, a page at a time. */
@Named
@ViewScoped
public class ReviewPage implements Serializable {

    private static final long serialVersionUID = 1L;

    @Inject
    ReviewQueue queue;

    private FlaggedAnswers answers;

    @PostConstruct
    void open() {
        answers = new FlaggedAnswers(queue);
    }

    public FlaggedAnswers getAnswers() {
        return answers;
    }

    /** How many answers are flagged, counted afresh on every render. */
    public long getDepth() {
        return queue.depth();
    }
}
