package io.ragguard.tenant.boundary;

import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.NotificationOptions;
import jakarta.enterprise.util.TypeLiteral;

import java.lang.annotation.Annotation;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;

/**
 * A CDI event as a boundary's test sees it: each one fired is kept, and handed to the observers given at
 * once, on the firing thread, as CDI hands a synchronous event to its observers.
 */
public final class Fired<T> implements Event<T> {

    private final List<T> events = new ArrayList<>();
    private final List<Consumer<T>> observers = new ArrayList<>();

    public Fired<T> observedBy(Consumer<T> observer) {
        observers.add(observer);
        return this;
    }

    public List<T> events() {
        return events;
    }

    @Override
    public void fire(T event) {
        events.add(event);
        observers.forEach(observer -> observer.accept(event));
    }

    @Override
    public <U extends T> CompletionStage<U> fireAsync(U event) {
        throw new UnsupportedOperationException("the boundaries fire synchronously");
    }

    @Override
    public <U extends T> CompletionStage<U> fireAsync(U event, NotificationOptions options) {
        throw new UnsupportedOperationException("the boundaries fire synchronously");
    }

    @Override
    public Event<T> select(Annotation... qualifiers) {
        throw new UnsupportedOperationException("no qualifiers");
    }

    @Override
    public <U extends T> Event<U> select(Class<U> subtype, Annotation... qualifiers) {
        throw new UnsupportedOperationException("no qualifiers");
    }

    @Override
    public <U extends T> Event<U> select(TypeLiteral<U> subtype, Annotation... qualifiers) {
        throw new UnsupportedOperationException("no qualifiers");
    }
}
