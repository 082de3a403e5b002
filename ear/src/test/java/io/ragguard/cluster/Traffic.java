package io.ragguard.cluster;

import io.ragguard.system.Server;
import jakarta.json.Json;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Questions and validations sent by a few client threads, one after another each, to one or more
 * nodes, until stopped: what every answered request's id was, how every request ended, and whether a
 * refusal carried {@code Retry-After}.
 */
final class Traffic implements AutoCloseable {

    private static final List<String> QUESTIONS = List.of(
            "How long is the return window for Trail Points members on full-price purchases?",
            "How much does express shipping cost?", "Do Adventure Cards expire?",
            "How long do refunds take to reach my card?");

    private final AtomicBoolean running = new AtomicBoolean(true);
    private final List<Thread> clients = new ArrayList<>();
    /** The request ids of the answers (200) each node gave. */
    final Map<String, ConcurrentLinkedQueue<String>> answered = new ConcurrentHashMap<>();
    /** How each request ended: its status, or "io: " and the failure's message when the connection failed. */
    final Map<String, AtomicInteger> outcomes = new ConcurrentHashMap<>();
    final AtomicInteger refusalsWithoutRetryAfter = new AtomicInteger();
    /** Statuses seen since {@link #resetRecent}: to tell that a node answers again. */
    final Map<String, AtomicInteger> recent = new ConcurrentHashMap<>();

    /** Starts {@code perNode} clients for each base URL. */
    static Traffic start(List<String> bases, int perNode) {
        Traffic traffic = new Traffic();
        for (String base : bases) {
            traffic.answered.put(base, new ConcurrentLinkedQueue<>());
            for (int c = 0; c < perNode; c++) {
                int client = c;
                Thread thread = new Thread(() -> traffic.run(new Server(base), base, client), "traffic-" + base + "-" + c);
                traffic.clients.add(thread);
                thread.start();
            }
        }
        return traffic;
    }

    private void run(Server server, String base, int client) {
        for (int i = client; running.get(); i++) {
            Server.Reply reply;
            try {
                reply = i % 3 == 2 ? server.post("/api/validate", Json.createObjectBuilder()
                        .add("question", "How long do refunds take?")
                        .add("answer", "Refunds to a card take 5 business days [1].")
                        .add("contexts", Json.createArrayBuilder().add("Refunds to a card are processed within 5 "
                                + "business days of the return being received."))
                        .build().toString())
                        : server.chat(QUESTIONS.get(i % QUESTIONS.size()) + " (" + client + "-" + i + ")", "northwind");
            } catch (UncheckedIOException e) {
                count("io: " + (e.getCause() == null ? e.getMessage() : e.getCause()));
                pause(200);
                continue;
            }
            String status = Integer.toString(reply.status());
            count(status);
            if (reply.status() == 200 || reply.status() == 422) {
                answered.get(base).add(reply.json().getString("request_id"));
            } else if (reply.status() == 503) {
                if (reply.header("Retry-After") == null) {
                    refusalsWithoutRetryAfter.incrementAndGet();
                }
                pause(200);
            }
        }
    }

    private void count(String status) {
        outcomes.computeIfAbsent(status, s -> new AtomicInteger()).incrementAndGet();
        recent.computeIfAbsent(status, s -> new AtomicInteger()).incrementAndGet();
    }

    void resetRecent() {
        recent.clear();
    }

    /** Every request id answered, on every node. */
    List<String> allAnswered() {
        List<String> all = new ArrayList<>();
        answered.values().forEach(all::addAll);
        return all;
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() throws InterruptedException {
        running.set(false);
        for (Thread client : clients) {
            client.join(120_000);
        }
    }
}
