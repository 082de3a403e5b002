package io.ragguard.answering.control;

import io.ragguard.conversation.boundary.Conversations;
import io.ragguard.recording.boundary.RecordDraft;
import io.ragguard.recording.boundary.Recorder;
import jakarta.ejb.Stateless;
import jakarta.inject.Inject;

/**
 * Keeps one answered question in one transaction, committed before the answer is sent: the
 * conversation's new messages (the question, and the answer unless it was refused) and the request's
 * record.
 */
@Stateless
public class Turns {

    @Inject
    Conversations conversations;

    @Inject
    Recorder recorder;

    public void keep(String conversation, String tenant, Long keyId, String question, String answer,
                     RecordDraft record) {
        conversations.append(conversation, tenant, keyId, question, answer);
        recorder.record(record);
    }
}
