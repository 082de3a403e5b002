package io.ragguard.console.warmup;

import jakarta.annotation.PreDestroy;
import jakarta.annotation.Resource;
import jakarta.enterprise.concurrent.ManagedExecutorService;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.context.Initialized;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import jakarta.servlet.ServletContext;
import org.eclipse.microprofile.config.Config;

import java.io.IOException;
import java.lang.System.Logger.Level;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Future;

/**
 * Builds the console's pages once at start. Faces compiles a page, and the classes, queries and renderers
 * behind it get loaded, on its first request: a second or two on two cores, which the first person to sign
 * in after a start would otherwise wait through. Once the server reports ready the warm-up requests the pages
 * a sign-in leads to (the start page and the review queue), then every other page, each once, over the
 * server's own HTTPS port (trusting only its own certificate, {@link OwnCertificate}) with the
 * {@link WarmUpPass}, which it then withdraws. It neither holds the server's readiness back nor competes
 * with the start for the CPU (building the first two pages takes 3 to 5 s of a start on two cores);
 * {@link ConsoleReadiness} says how far it has come. A warm-up that fails leaves the console as slow on its first requests as without it, never
 * unavailable.
 */
@ApplicationScoped
public class ViewWarmUp {

    private static final System.Logger LOG = System.getLogger(ViewWarmUp.class.getName());
    /** How long the warm-up waits for the server to be ready before it gives up. */
    static final Duration PATIENCE = Duration.ofMinutes(5);
    /** The pages a sign-in leads to, built first: the start page, the queue. */
    static final List<String> SIGN_IN = List.of("/", "/review.xhtml");

    @Inject
    WarmUpPass pass;

    @Inject
    Config config;

    @Resource
    ManagedExecutorService executor;

    private volatile boolean done;
    private volatile int built;
    private volatile int pages;
    private Future<?> run;

    void start(@Observes @Initialized(ApplicationScoped.class) ServletContext context) {
        List<String> pages = order(context.getResourcePaths("/"));
        this.pages = pages.size();
        String server = "https://" + host() + ":" + config.getOptionalValue("https.port", Integer.class).orElse(9443);
        run = executor.submit(() -> warmUp(server, server + context.getContextPath(), pages));
    }

    @PreDestroy
    void stop() {
        pass.withdraw();
        if (run != null) {
            run.cancel(true);
        }
    }

    /** Whether the warm-up has ended: every page built, or it gave up. */
    public boolean done() {
        return done;
    }

    /** How many pages the warm-up has built. */
    public int built() {
        return built;
    }

    /** How many pages the console has. */
    public int pages() {
        return pages;
    }

    /** The pages a sign-in leads to, then the console's other pages in name order. */
    static List<String> order(Set<String> resources) {
        List<String> pages = new ArrayList<>(SIGN_IN);
        (resources == null ? Set.<String>of() : resources).stream().filter(path -> path.endsWith(".xhtml"))
                .filter(path -> !pages.contains(path)).sorted().forEach(pages::add);
        return pages;
    }

    private void warmUp(String server, String base, List<String> pages) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        try {
            HttpClient client = HttpClient.newBuilder().sslContext(trust().context()).executor(executor)
                    .connectTimeout(Duration.ofSeconds(5)).followRedirects(HttpClient.Redirect.NEVER).build();
            while (!ready(client, server)) {
                pause(deadline, "the server was not ready");
            }
            for (String page : pages) {
                if (build(client, base + page)) {
                    built++;
                }
            }
            LOG.log(Level.INFO, "console warm-up built {0} of {1} pages", built, pages.size());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (IOException | GeneralSecurityException | RuntimeException e) {
            LOG.log(Level.WARNING, "console warm-up stopped, the first sign-ins build the pages: {0}", e.toString());
        } finally {
            pass.withdraw();
            done = true;
        }
    }

    /** Whether the server reports ready ({@code /health/ready} answers 200). */
    private static boolean ready(HttpClient client, String server) throws InterruptedException {
        try {
            return client.send(HttpRequest.newBuilder(URI.create(server + "/health/ready")).timeout(Duration
                    .ofSeconds(10)).GET().build(), HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
        } catch (IOException e) {
            return false; // the port is not open yet
        }
    }

    /** Requests one page with the pass; whether it was built. */
    private boolean build(HttpClient client, String address) throws InterruptedException, IOException {
        Optional<String> value = pass.value();
        if (value.isEmpty()) {
            return false;
        }
        HttpRequest request = HttpRequest.newBuilder(URI.create(address)).header(WarmUpPass.HEADER, value.get())
                .timeout(Duration.ofSeconds(30)).GET().build();
        int status = client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
        if (status != 200) {
            LOG.log(Level.DEBUG, "console warm-up: {0} answered {1}", address, status);
        }
        return status == 200;
    }

    private static void pause(long deadline, String waitingFor) throws InterruptedException {
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException(waitingFor + " within " + PATIENCE.toSeconds() + " s");
        }
        Thread.sleep(500);
    }

    /** The certificates of the server's key store ({@code keystore.location}, {@code keystore.password}). */
    private OwnCertificate trust() throws IOException, GeneralSecurityException {
        String location = config.getOptionalValue("keystore.location", String.class).orElseThrow(
                () -> new GeneralSecurityException("keystore.location is not set"));
        String password = config.getOptionalValue("keystore.password", String.class).orElse("");
        return OwnCertificate.of(Path.of(location), password.toCharArray());
    }

    /** Where this server listens: its configured host, or the loopback address where it listens on every one. */
    private String host() {
        String host = config.getOptionalValue("http.host", String.class).map(String::strip).orElse("*");
        return Set.of("*", "0.0.0.0", "::", "").contains(host) ? "127.0.0.1" : host.contains(":") ? "[" + host + "]"
                : host;
    }
}
