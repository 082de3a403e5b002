package io.ragguard.generation.provider;

import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.Flow;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A response body read as it arrives, where a read that waits longer than the silence limit fails with
 * {@link HttpTimeoutException} and an interrupted one with {@link InterruptedIOException}, cancelling the
 * exchange. The JDK's {@code ofInputStream()} waits without limit and, on Java 17, swallows an interrupt.
 */
final class IdleTimeoutInputStream extends InputStream implements HttpResponse.BodySubscriber<InputStream> {

    private static final Duration LONGEST = Duration.ofNanos(Long.MAX_VALUE);

    /** Put after the last buffers, by identity: the body ended, or failed. */
    private final List<ByteBuffer> end = Collections.unmodifiableList(new ArrayList<>(0));
    private final BlockingQueue<List<ByteBuffer>> arrived = new LinkedBlockingQueue<>();
    private final AtomicReference<Flow.Subscription> subscription = new AtomicReference<>();
    private volatile Duration silence;
    private volatile Throwable failure;
    private volatile boolean closed;
    private Iterator<ByteBuffer> buffers = Collections.emptyIterator();
    private ByteBuffer current;
    private boolean ended;

    IdleTimeoutInputStream(Duration silence) {
        this.silence = silence;
    }

    /** Changes the longest wait for the next bytes from now on. */
    void silence(Duration limit) {
        this.silence = limit;
    }

    @Override
    public CompletionStage<InputStream> getBody() {
        return CompletableFuture.completedStage(this);
    }

    @Override
    public void onSubscribe(Flow.Subscription given) {
        if (!subscription.compareAndSet(null, given) || closed) {
            given.cancel();
            return;
        }
        given.request(1);
    }

    @Override
    public void onNext(List<ByteBuffer> item) {
        arrived.add(item);
    }

    @Override
    public void onError(Throwable thrown) {
        failure = thrown;
        arrived.add(end);
    }

    @Override
    public void onComplete() {
        arrived.add(end);
    }

    @Override
    public int read() throws IOException {
        ByteBuffer buffer = current();
        return buffer == null ? -1 : buffer.get() & 0xff;
    }

    @Override
    public int read(byte[] bytes, int offset, int length) throws IOException {
        Objects.checkFromIndexSize(offset, length, bytes.length);
        if (length == 0) {
            return 0;
        }
        ByteBuffer buffer = current();
        if (buffer == null) {
            return -1;
        }
        int count = Math.min(length, buffer.remaining());
        buffer.get(bytes, offset, count);
        return count;
    }

    @Override
    public int available() {
        return current == null ? 0 : current.remaining();
    }

    @Override
    public void close() {
        closed = true;
        Flow.Subscription given = subscription.get();
        if (given != null) {
            given.cancel();
        }
        arrived.clear();
    }

    /** The buffer to read from, waiting for the next if need be; null at the end of the body. */
    private ByteBuffer current() throws IOException {
        while (current == null || !current.hasRemaining()) {
            if (closed) {
                throw new IOException("body closed");
            }
            if (ended) {
                if (failure == null) {
                    return null;
                }
                throw failure instanceof IOException io ? io : new IOException(failure);
            }
            if (buffers.hasNext()) {
                current = buffers.next();
                continue;
            }
            List<ByteBuffer> next = next();
            if (next == end) {
                ended = true;
            } else {
                buffers = next.iterator();
                subscription.get().request(1);
            }
        }
        return current;
    }

    private List<ByteBuffer> next() throws IOException {
        Duration limit = silence;
        List<ByteBuffer> next;
        try {
            next = arrived.poll(limit.compareTo(LONGEST) < 0 ? limit.toNanos() : Long.MAX_VALUE, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            close();
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for the body");
        }
        if (next == null) {
            close();
            throw new HttpTimeoutException("no byte of the body within " + limit);
        }
        return next;
    }
}
