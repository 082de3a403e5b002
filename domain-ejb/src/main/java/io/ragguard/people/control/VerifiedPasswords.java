package io.ragguard.people.control;

import jakarta.enterprise.context.ApplicationScoped;

import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The passwords this node verified lately, so that an API client, which sends its password with every call,
 * pays the slow hash once every {@link #KEPT} rather than on each call. Nothing here holds a password: an
 * entry is an HMAC-SHA256, under a key made at random when the node starts and never stored, of the name,
 * the password and the stored hash it was verified against, so a password changed on another node (a new
 * stored hash) is not taken here either. Entries are forgotten when their user changes, after
 * {@link #KEPT}, and the least recently used first beyond {@link #MAX_ENTRIES}.
 */
@ApplicationScoped
public class VerifiedPasswords {

    static final Duration KEPT = Duration.ofMinutes(5);
    static final int MAX_ENTRIES = 10_000;
    private static final String HMAC = "HmacSHA256";

    Clock clock = Clock.systemUTC();

    private final SecretKeySpec key;
    private final Map<String, Entry> entries = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Entry> eldest) {
            return size() > MAX_ENTRIES;
        }
    };

    private record Entry(byte[] mac, Instant until) {
    }

    public VerifiedPasswords() {
        byte[] bytes = new byte[32];
        new SecureRandom().nextBytes(bytes);
        key = new SecretKeySpec(bytes, HMAC);
    }

    /** Whether this user's password was verified against this stored hash within the last {@link #KEPT}. */
    public boolean verified(String name, String password, String stored) {
        byte[] mac = mac(name, password, stored);
        Instant now = clock.instant();
        Entry entry;
        synchronized (entries) {
            entry = entries.get(name);
            if (entry != null && !now.isBefore(entry.until())) {
                entries.remove(name);
                entry = null;
            }
        }
        return entry != null && MessageDigest.isEqual(entry.mac(), mac);
    }

    /** Remembers that the password was verified against the stored hash just now. */
    public void remember(String name, String password, String stored) {
        Entry entry = new Entry(mac(name, password, stored), clock.instant().plus(KEPT));
        synchronized (entries) {
            entries.put(name, entry);
        }
    }

    /** Forgets the user's password: called whenever the user changes. */
    public void forget(String name) {
        synchronized (entries) {
            entries.remove(name);
        }
    }

    int size() {
        synchronized (entries) {
            return entries.size();
        }
    }

    private byte[] mac(String name, String password, String stored) {
        try {
            Mac mac = Mac.getInstance(HMAC);
            mac.init(key);
            return mac.doFinal((name + '\0' + password + '\0' + stored).getBytes(StandardCharsets.UTF_8));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has HmacSHA256", e);
        }
    }
}
