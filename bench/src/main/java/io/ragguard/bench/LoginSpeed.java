package io.ragguard.bench;

import jakarta.json.Json;
import jakarta.json.JsonObjectBuilder;

import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManager;
import javax.net.ssl.X509TrustManager;
import java.net.CookieManager;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;

/**
 * How long signing in takes, as a person sees it: the console's login form posted to
 * {@code j_security_check} and the page it leads to (a reviewer's start page sends them on to the review
 * queue), in a browser of its own each time (no cookies), for a
 * configured login ({@code admin}) and a user stored in the database with a PBKDF2 hash (the demo's
 * {@code dana}); and an API call with HTTP Basic by the stored user. {@code -Drounds} (20) of each, after
 * one round that is reported apart as the first.
 *
 * <p>Start the server ({@code ./mvnw liberty:run}, the demo data), then
 * {@code ./mvnw -q -pl bench exec:java@login-speed} ({@code -Dsecure.url}, default
 * {@code https://localhost:9443}; the certificate is not checked: the demo's is self-signed).
 */
public final class LoginSpeed {

    private LoginSpeed() {
    }

    public static void main(String[] args) throws Exception {
        String secure = System.getProperty("secure.url", "https://localhost:9443");
        String base = System.getProperty("base.url", "http://localhost:9080");
        int rounds = Integer.getInteger("rounds", 20);
        JsonObjectBuilder result = Json.createObjectBuilder().add("machine", Server.machine()).add("rounds", rounds);
        warmUpClient(secure);
        for (String[] login : new String[][] {{"admin", "admin"}, {"dana", "review-desk-demo"}}) {
            double first = consoleLogin(secure, login[0], login[1]);
            List<Double> times = new ArrayList<>();
            for (int i = 0; i < rounds; i++) {
                times.add(consoleLogin(secure, login[0], login[1]));
            }
            result.add("console_" + login[0] + "_ms", summary(first, times));
        }
        HttpClient api = HttpClient.newHttpClient();
        String basic = "Basic " + Base64.getEncoder().encodeToString("dana:review-desk-demo".getBytes(StandardCharsets.UTF_8));
        double first = apiCall(api, base, basic);
        List<Double> times = new ArrayList<>();
        for (int i = 0; i < rounds; i++) {
            times.add(apiCall(api, base, basic));
        }
        result.add("api_dana_ms", summary(first, times));
        System.out.println(result.build());
    }

    /** One sign-in from a fresh browser: the form posted, then the page it redirects to; milliseconds. */
    private static double consoleLogin(String secure, String user, String password) throws Exception {
        HttpClient browser = HttpClient.newBuilder().sslContext(trustingAnyCertificate())
                .cookieHandler(new CookieManager()).followRedirects(HttpClient.Redirect.NEVER).build();
        long start = System.nanoTime();
        HttpResponse<String> login = browser.send(HttpRequest.newBuilder(URI.create(secure + "/console/j_security_check"))
                .header("Content-Type", "application/x-www-form-urlencoded")
                .POST(HttpRequest.BodyPublishers.ofString("j_username=" + URLEncoder.encode(user, StandardCharsets.UTF_8)
                        + "&j_password=" + URLEncoder.encode(password, StandardCharsets.UTF_8))).build(),
                HttpResponse.BodyHandlers.ofString());
        String landing = login.headers().firstValue("Location").orElseThrow(() -> new IllegalStateException(
                user + " was not signed in: " + login.statusCode()));
        HttpResponse<String> page = null;
        for (int hop = 0; hop < 3 && landing != null; hop++) {
            page = browser.send(HttpRequest.newBuilder(URI.create(landing.startsWith("http") ? landing
                    : secure + landing)).GET().build(), HttpResponse.BodyHandlers.ofString());
            landing = page.statusCode() / 100 == 3 ? page.headers().firstValue("Location").orElse(null) : null;
        }
        double millis = (System.nanoTime() - start) / 1e6;
        if (page.statusCode() != 200 || !page.body().contains("user-name")) {
            throw new IllegalStateException(user + "'s landing page answered " + page.statusCode());
        }
        return millis;
    }

    /**
     * Opens the login form once, so that the first sign-in measured is not this JVM's own first TLS
     * connection (its TLS stack starting takes longer than the server's answer).
     */
    private static void warmUpClient(String secure) throws Exception {
        HttpClient.newBuilder().sslContext(trustingAnyCertificate()).build().send(HttpRequest.newBuilder(
                URI.create(secure + "/console/login.xhtml")).GET().build(), HttpResponse.BodyHandlers.discarding());
    }

    private static double apiCall(HttpClient api, String base, String basic) throws Exception {
        long start = System.nanoTime();
        HttpResponse<String> reply = api.send(HttpRequest.newBuilder(URI.create(base + "/api/admin/records?limit=1"))
                .header("Authorization", basic).GET().build(), HttpResponse.BodyHandlers.ofString());
        double millis = (System.nanoTime() - start) / 1e6;
        if (reply.statusCode() != 200) {
            throw new IllegalStateException("the API answered " + reply.statusCode());
        }
        return millis;
    }

    private static JsonObjectBuilder summary(double first, List<Double> times) {
        List<Double> sorted = times.stream().sorted().toList();
        return Json.createObjectBuilder().add("first", round(first)).add("p50", round(at(sorted, 50)))
                .add("p95", round(at(sorted, 95))).add("max", round(sorted.get(sorted.size() - 1)));
    }

    private static double at(List<Double> sorted, int percentile) {
        int index = (int) Math.ceil(percentile / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
    }

    private static double round(double value) {
        return Math.round(value * 10) / 10.0;
    }

    private static SSLContext trustingAnyCertificate() throws GeneralSecurityException {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new TrustManager[] {new X509TrustManager() {
            @Override
            public void checkClientTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public void checkServerTrusted(X509Certificate[] chain, String authType) {
            }

            @Override
            public X509Certificate[] getAcceptedIssuers() {
                return new X509Certificate[0];
            }
        }}, null);
        return context;
    }
}
