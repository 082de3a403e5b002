package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObject;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * The resident memory (RSS) of a server on this machine, sampled once a second while a benchmark runs:
 * what it held before, the most it held, and what it held at the end. The process is the one
 * {@code -Dserver.pid} names, or else the Liberty server named {@code ragguard} found in {@code /proc};
 * with neither (another machine, another system), nothing is sampled and the report says so.
 */
final class ServerMemory implements AutoCloseable {

    private static final long SAMPLE_MS = 1_000;

    private final Optional<Path> status;
    private final long before;
    private final AtomicLong peak = new AtomicLong();
    private final Thread sampler;
    private volatile boolean running = true;

    private ServerMemory(Optional<Path> status) {
        this.status = status;
        this.before = kilobytes().orElse(-1);
        peak.set(before);
        sampler = new Thread(this::sample, "rss-sampler");
        sampler.setDaemon(true);
        if (status.isPresent()) {
            sampler.start();
        }
    }

    /** Starts sampling the server the system properties name, or the local Liberty server. */
    static ServerMemory start() {
        String pid = System.getProperty("server.pid", "").strip();
        Optional<Path> process = pid.isEmpty() ? libertyServer() : Optional.of(Path.of("/proc", pid));
        return new ServerMemory(process.map(p -> p.resolve("status")).filter(Files::isReadable));
    }

    private void sample() {
        while (running) {
            kilobytes().ifPresent(kb -> peak.accumulateAndGet(kb, Math::max));
            try {
                Thread.sleep(SAMPLE_MS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** Stops sampling; prints and returns before, peak and after in MB ({@code sampled: false} without a process). */
    JsonObject report() {
        running = false;
        sampler.interrupt();
        long after = kilobytes().orElse(-1);
        peak.accumulateAndGet(after, Math::max);
        if (status.isEmpty() || before < 0) {
            System.out.println("server RSS: not sampled (no local Liberty server ragguard; set -Dserver.pid)");
            return Json.createObjectBuilder().add("sampled", false).build();
        }
        System.out.printf(Locale.ROOT, "server RSS MB: before %d, peak %d, after %d (%s)%n", before / 1024,
                peak.get() / 1024, after / 1024, status.get().getParent());
        return Json.createObjectBuilder().add("sampled", true).add("before_mb", before / 1024)
                .add("peak_mb", peak.get() / 1024).add("after_mb", after / 1024).build();
    }

    @Override
    public void close() {
        running = false;
        sampler.interrupt();
    }

    private OptionalLong kilobytes() {
        if (status.isEmpty()) {
            return OptionalLong.empty();
        }
        try {
            for (String line : Files.readAllLines(status.get())) {
                if (line.startsWith("VmRSS:")) {
                    return OptionalLong.of(Long.parseLong(line.replaceAll("\\D+", "")));
                }
            }
        } catch (IOException | NumberFormatException e) {
            return OptionalLong.empty();
        }
        return OptionalLong.empty();
    }

    /** The process running Liberty's launcher for the server {@code ragguard}, if one runs here. */
    private static Optional<Path> libertyServer() {
        try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
            return processes.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(ServerMemory::isRagGuardServer).findFirst();
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    private static boolean isRagGuardServer(Path process) {
        try {
            List<String> arguments = List.of(new String(Files.readAllBytes(process.resolve("cmdline")),
                    StandardCharsets.UTF_8).split("\0"));
            return arguments.stream().anyMatch(a -> a.endsWith("ws-server.jar")) && arguments.contains("ragguard");
        } catch (IOException e) {
            return false;
        }
    }
}
