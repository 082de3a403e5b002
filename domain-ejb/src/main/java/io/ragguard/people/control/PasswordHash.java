package io.ragguard.people.control;

import jakarta.enterprise.context.ApplicationScoped;

import javax.crypto.SecretKeyFactory;
import javax.crypto.spec.PBEKeySpec;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;

/**
 * Passwords as they are stored: PBKDF2 with HMAC-SHA512 over a random 16-byte salt, written
 * {@code pbkdf2-sha512:<iterations>:<salt>:<hash>} (Base64). The iterations are read back from the stored
 * text, so a hash made with fewer than {@link #ITERATIONS} still verifies, and {@link #needsRehash} says to
 * store it anew at the next login. Hashes are compared in constant time.
 */
@ApplicationScoped
public class PasswordHash {

    /** OWASP's figure for PBKDF2-HMAC-SHA512 (2023). */
    public static final int ITERATIONS = 210_000;
    static final String SCHEME = "pbkdf2-sha512";
    static final int SALT_BYTES = 16;
    static final int HASH_BYTES = 64;
    /** More than this in a stored text is not taken: it would tie up a thread for minutes. */
    static final int MAX_ITERATIONS = 10_000_000;
    private static final SecureRandom RANDOM = new SecureRandom();
    /** What {@link #spend} derives from: a fixed salt, never a stored user's. */
    private static final byte[] NO_SALT = new byte[SALT_BYTES];

    /** The iterations of a new hash. */
    int iterations = ITERATIONS;

    /** The password's hash, with a new random salt, to store. */
    public String hash(String password) {
        byte[] salt = new byte[SALT_BYTES];
        RANDOM.nextBytes(salt);
        Base64.Encoder base64 = Base64.getEncoder();
        return SCHEME + ":" + iterations + ":" + base64.encodeToString(salt) + ":"
                + base64.encodeToString(derive(password, salt, iterations, HASH_BYTES));
    }

    /** Whether the password is the one the stored hash was made of; false for a stored text that is no hash. */
    public boolean verify(String password, String stored) {
        Parsed parsed = parse(stored);
        if (password == null || parsed == null) {
            return false;
        }
        return MessageDigest.isEqual(derive(password, parsed.salt(), parsed.iterations(), parsed.hash().length),
                parsed.hash());
    }

    /** Whether the stored hash should be made anew now that the password is known: fewer iterations than now. */
    public boolean needsRehash(String stored) {
        Parsed parsed = parse(stored);
        return parsed == null || parsed.iterations() < iterations || parsed.hash().length != HASH_BYTES;
    }

    /**
     * Takes as long as a verification and tells nothing: for a name with no hash to check against, so that
     * how long a refusal takes does not tell which names exist.
     */
    public void spend(String password) {
        derive(password == null ? "" : password, NO_SALT, iterations, HASH_BYTES);
    }

    private record Parsed(int iterations, byte[] salt, byte[] hash) {
    }

    private static Parsed parse(String stored) {
        if (stored == null) {
            return null;
        }
        String[] parts = stored.split(":", -1);
        if (parts.length != 4 || !SCHEME.equals(parts[0])) {
            return null;
        }
        try {
            int iterations = Integer.parseInt(parts[1]);
            byte[] salt = Base64.getDecoder().decode(parts[2]);
            byte[] hash = Base64.getDecoder().decode(parts[3]);
            if (iterations < 1 || iterations > MAX_ITERATIONS || salt.length == 0 || hash.length < 16
                    || hash.length > HASH_BYTES) {
                return null;
            }
            return new Parsed(iterations, salt, hash);
        } catch (IllegalArgumentException e) {
            return null;
        }
    }

    private static byte[] derive(String password, byte[] salt, int iterations, int bytes) {
        PBEKeySpec spec = new PBEKeySpec(password.toCharArray(), salt, iterations, bytes * 8);
        try {
            return SecretKeyFactory.getInstance("PBKDF2WithHmacSHA512").generateSecret(spec).getEncoded();
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("every Java runtime has PBKDF2WithHmacSHA512", e);
        } finally {
            spec.clearPassword();
        }
    }
}
