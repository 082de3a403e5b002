package io.ragguard.knowledge.entity;

import io.ragguard.database.LowerCaseColumn;

/** Where an indexing job stands: queued, running on the node that claimed it, then done or failed. */
public enum IngestStatus {
    QUEUED, RUNNING, DONE, FAILED;

    /** As the API and the {@code ingest_job.status} column have it: {@code queued}, {@code running}, ... */
    public String wire() {
        return LowerCaseColumn.of(this);
    }

    /** Whether the job has ended, well or not. */
    public boolean finished() {
        return this == DONE || this == FAILED;
    }

    /** The status stored in lower case, as it always was. */
    public static final class Column extends LowerCaseColumn<IngestStatus> {
        public Column() {
            super(IngestStatus.class);
        }
    }
}
