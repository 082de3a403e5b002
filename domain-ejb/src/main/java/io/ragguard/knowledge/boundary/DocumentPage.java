package io.ragguard.knowledge.boundary;

import java.util.List;

/** One page of documents, newest first, and how many there are in all. */
public record DocumentPage(long total, List<DocumentSummary> items) {

    public DocumentPage {
        items = List.copyOf(items);
    }
}
