package io.ragguard.client;

import jakarta.json.JsonObject;

/** A document stored and queued for indexing: its id, its indexing job, the job's status and its chunks. */
public record Submitted(long id, String jobId, String status, int chunks) {

    static Submitted of(JsonObject json) {
        return new Submitted(json.getJsonNumber("id").longValue(), json.getString("job_id", null),
                json.getString("status", null), json.getInt("chunks", 0));
    }
}
