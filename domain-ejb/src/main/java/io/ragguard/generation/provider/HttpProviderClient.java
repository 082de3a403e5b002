package io.ragguard.generation.provider;

import jakarta.annotation.PostConstruct;
import jakarta.annotation.PreDestroy;
import jakarta.json.JsonObject;

import java.net.URI;
import java.net.http.HttpRequest;
import java.util.function.Consumer;

/**
 * A wire format's client bean over HTTP: its {@link ProviderHttp} opens and closes with the bean, and a
 * call, plain or streamed, sends the format's request and reads the reply with the format's readers.
 * A format says only where a call goes, what it sends, and how its replies and events read.
 */
abstract class HttpProviderClient implements ProviderClient {

    private final String name;
    private ProviderHttp http;

    HttpProviderClient(String name) {
        this.name = name;
    }

    @Override
    public String name() {
        return name;
    }

    @PostConstruct
    void open() {
        http = new ProviderHttp(name);
    }

    @PreDestroy
    void close() {
        http.close();
    }

    @Override
    public ProviderReply complete(ProviderCall call) {
        return http.complete(call, request(call, false), this::readReply);
    }

    @Override
    public ProviderReply stream(ProviderCall call, Consumer<String> text) {
        return http.stream(call, request(call, true), text, (event, reply) -> readEvent(call, event, reply));
    }

    /** Where a call goes: the base URL with the format's path (and query) for a plain call or a stream. */
    abstract URI uri(ProviderCall call, boolean stream);

    abstract JsonObject body(ProviderCall call, boolean stream);

    /** Adds the key, when the call has one, and any header the format requires. */
    abstract void addHeaders(HttpRequest.Builder request, ProviderCall call);

    /** Reads a plain call's whole reply. */
    abstract void readReply(JsonObject body, PartialReply reply);

    /** Reads one event of a stream; true when it was the format's end marker. */
    abstract boolean readEvent(ProviderCall call, ServerSentEvents.Event event, PartialReply reply);

    private HttpRequest request(ProviderCall call, boolean stream) {
        HttpRequest.Builder request = http.post(uri(call, stream), body(call, stream), call, stream);
        addHeaders(request, call);
        return request.build();
    }
}
