package io.ragguard.settings.control;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.inject.ConfigProperty;

import javax.crypto.Cipher;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.GeneralSecurityException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.Optional;

/**
 * Encrypts secret settings at rest with AES-256-GCM, the setting's name bound in as associated data
 * (a sealed value cannot be moved to another setting). The key is {@code ragguard.secret-key}
 * (environment {@code RAGGUARD_SECRET_KEY}, 32 bytes in Base64), or else {@code secret.key} in the
 * server's data folder, generated (owner-only) at first start. Nodes that share a database share the key.
 */
@ApplicationScoped
public class SecretBox {

    public static final String PREFIX = "aes-gcm:";
    private static final int IV_BYTES = 12;
    private static final int TAG_BITS = 128;
    private static final SecureRandom RANDOM = new SecureRandom();

    @Inject
    @ConfigProperty(name = "ragguard.secret-key")
    Optional<String> configuredKey;

    @Inject
    @ConfigProperty(name = "ragguard.data.dir", defaultValue = "target/ragguard")
    String dataDir;

    private SecretKeySpec key;

    @PostConstruct
    void loadKey() {
        byte[] bytes = configuredKey.filter(k -> !k.isBlank()).map(SecretBox::decodeKey)
                .orElseGet(() -> keyFile(Path.of(dataDir, "secret.key")));
        key = new SecretKeySpec(bytes, "AES");
    }

    public static boolean sealed(String value) {
        return value != null && value.startsWith(PREFIX);
    }

    public String seal(String name, String plain) {
        try {
            byte[] iv = new byte[IV_BYTES];
            RANDOM.nextBytes(iv);
            Cipher cipher = cipher(Cipher.ENCRYPT_MODE, name, iv);
            byte[] sealed = cipher.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            byte[] out = Arrays.copyOf(iv, IV_BYTES + sealed.length);
            System.arraycopy(sealed, 0, out, IV_BYTES, sealed.length);
            return PREFIX + Base64.getEncoder().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("cannot encrypt " + name, e);
        }
    }

    /**
     * The plain value of a sealed one.
     *
     * @throws IllegalStateException when it was sealed with another key or for another setting
     */
    public String open(String name, String sealed) {
        try {
            byte[] in = Base64.getDecoder().decode(sealed.substring(PREFIX.length()));
            Cipher cipher = cipher(Cipher.DECRYPT_MODE, name, Arrays.copyOf(in, IV_BYTES));
            return new String(cipher.doFinal(in, IV_BYTES, in.length - IV_BYTES), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException | IllegalArgumentException | ArrayIndexOutOfBoundsException e) {
            throw new IllegalStateException(name + " cannot be decrypted with this server's secret key "
                    + "(was it set on a node with another RAGGUARD_SECRET_KEY?)");
        }
    }

    private Cipher cipher(int mode, String name, byte[] iv) throws GeneralSecurityException {
        Cipher cipher = Cipher.getInstance("AES/GCM/NoPadding");
        cipher.init(mode, key, new GCMParameterSpec(TAG_BITS, iv));
        cipher.updateAAD(name.getBytes(StandardCharsets.UTF_8));
        return cipher;
    }

    private static byte[] decodeKey(String base64) {
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(base64.strip());
        } catch (IllegalArgumentException e) {
            throw new IllegalStateException("RAGGUARD_SECRET_KEY is not Base64");
        }
        if (bytes.length != 32) {
            throw new IllegalStateException("RAGGUARD_SECRET_KEY must hold 32 bytes, not " + bytes.length);
        }
        return bytes;
    }

    /** The key in the file, written first (readable by the owner only) if there is none. */
    static byte[] keyFile(Path file) {
        try {
            if (!Files.exists(file)) {
                byte[] fresh = new byte[32];
                RANDOM.nextBytes(fresh);
                Files.createDirectories(file.toAbsolutePath().getParent());
                Path written = Files.createTempFile(file.toAbsolutePath().getParent(), "secret", ".tmp");
                try {
                    Files.setPosixFilePermissions(written, PosixFilePermissions.fromString("rw-------"));
                } catch (UnsupportedOperationException e) {
                    // not a POSIX file system: the folder's own permissions protect it
                }
                Files.writeString(written, Base64.getEncoder().encodeToString(fresh));
                try {
                    Files.move(written, file);
                } catch (FileAlreadyExistsException e) {
                    Files.delete(written); // another node or start wrote it first: use that one
                }
            }
            return decodeKey(Files.readString(file));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read or create the secret key " + file, e);
        }
    }
}
