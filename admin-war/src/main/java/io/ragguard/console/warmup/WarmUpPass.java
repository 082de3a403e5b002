package io.ragguard.console.warmup;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.servlet.http.HttpServletRequest;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;

/**
 * The pass the warm-up shows to read the console's pages as a signed-in admin would: 256 random bits made at
 * start, held only in this JVM's memory and never written anywhere, good only for a GET sent from this host
 * itself, and withdrawn for good once the warm-up has run.
 */
@ApplicationScoped
public class WarmUpPass {

    /** The request header that carries the pass. */
    public static final String HEADER = "X-RagGuard-Warm-Up";
    /** Whom a request with the pass is signed in as. */
    public static final String CALLER = "console-warm-up";

    private volatile byte[] secret = random();

    /** The pass while it is good; empty once withdrawn. */
    Optional<String> value() {
        byte[] current = secret;
        return current == null ? Optional.empty() : Optional.of(new String(current, StandardCharsets.US_ASCII));
    }

    /** Whether the request carries the pass while it is good, is a GET, and came from this host. */
    public boolean admits(HttpServletRequest request) {
        byte[] current = secret;
        String offered = request.getHeader(HEADER);
        return current != null && offered != null && "GET".equals(request.getMethod())
                && request.getRemoteAddr() != null && request.getRemoteAddr().equals(request.getLocalAddr())
                && MessageDigest.isEqual(current, offered.getBytes(StandardCharsets.US_ASCII));
    }

    /** Withdraws the pass: no request is admitted with it from now on. */
    void withdraw() {
        secret = null;
    }

    private static byte[] random() {
        byte[] bits = new byte[32];
        new SecureRandom().nextBytes(bits);
        return Base64.getUrlEncoder().withoutPadding().encode(bits);
    }
}
