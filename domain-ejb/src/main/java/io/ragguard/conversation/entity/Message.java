package io.ragguard.conversation.entity;

import io.ragguard.database.V6__IdSequences;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.NamedQuery;
import jakarta.persistence.SequenceGenerator;
import jakarta.persistence.Table;

import java.time.Instant;

@Entity
@Table(name = "message")
@NamedQuery(name = Message.OLDER_THAN, query = "select m.id from Message m where m.createdAt < :cutoff order by m.id")
@NamedQuery(name = Message.DELETE_IDS, query = "delete from Message m where m.id in :ids")
@NamedQuery(name = Message.OF_CONVERSATION,
        query = "select m from Message m where m.conversationId = :conversation order by m.id")
public class Message {

    public static final String OF_CONVERSATION = "Message.ofConversation";
    public static final String OLDER_THAN = "Message.olderThan";
    public static final String DELETE_IDS = "Message.deleteIds";

    @Id
    @GeneratedValue(strategy = GenerationType.SEQUENCE, generator = "message_seq")
    @SequenceGenerator(name = "message_seq", sequenceName = "message_seq", allocationSize = V6__IdSequences.ALLOCATION)
    private Long id;

    @Column(name = "conversation_id", nullable = false)
    private String conversationId;

    @Column(nullable = false)
    private String role;

    @Column(nullable = false)
    private String content;

    @Column(name = "created_at", nullable = false)
    private Instant createdAt;

    protected Message() {
    }

    public Message(String conversationId, String role, String content) {
        this.conversationId = conversationId;
        this.role = role;
        this.content = content;
        this.createdAt = Instant.now();
    }

    public String getRole() {
        return role;
    }

    public String getContent() {
        return content;
    }
}
