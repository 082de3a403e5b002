package io.ragguard.console.warmup;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class OwnCertificateTest {

    private static final char[] PASSWORD = "changeit-for-the-test".toCharArray();

    @TempDir
    static Path dir;

    private static Path ours;
    private static Path theirs;

    @BeforeAll
    static void keyStores() throws Exception {
        ours = keyStore("ours", "CN=localhost");
        theirs = keyStore("theirs", "CN=localhost");
    }

    @Test
    void trustsTheKeyStoresOwnCertificate() throws Exception {
        OwnCertificate trust = OwnCertificate.of(ours, PASSWORD);

        trust.checkServerTrusted(new X509Certificate[] {certificate(ours)}, "RSA");
        assertThat(trust.getAcceptedIssuers()).containsExactly(certificate(ours));
        assertThat(trust.context().getProtocol()).isEqualTo("TLS");
    }

    @Test
    void refusesAnotherCertificateForTheSameName() throws Exception {
        OwnCertificate trust = OwnCertificate.of(ours, PASSWORD);

        assertThatThrownBy(() -> trust.checkServerTrusted(new X509Certificate[] {certificate(theirs)}, "RSA"))
                .isInstanceOf(CertificateException.class);
        assertThatThrownBy(() -> trust.checkServerTrusted(new X509Certificate[0], "RSA"))
                .isInstanceOf(CertificateException.class);
        assertThatThrownBy(() -> trust.checkClientTrusted(new X509Certificate[] {certificate(ours)}, "RSA"))
                .isInstanceOf(CertificateException.class);
    }

    @Test
    void refusesAKeyStoreItCannotOpen() {
        assertThatThrownBy(() -> OwnCertificate.of(ours, "wrong".toCharArray())).isInstanceOf(IOException.class);
    }

    /** A PKCS12 key store with one self-signed key, made by the JDK's keytool. */
    private static Path keyStore(String name, String subject) throws Exception {
        Path store = dir.resolve(name + ".p12");
        Path keytool = Path.of(System.getProperty("java.home"), "bin", "keytool");
        Process process = new ProcessBuilder(keytool.toString(), "-genkeypair", "-alias", "default", "-keyalg",
                "RSA", "-keysize", "2048", "-dname", subject, "-validity", "2", "-storetype", "PKCS12", "-keystore",
                store.toString(), "-storepass", new String(PASSWORD)).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor()).as(output).isZero();
        return store;
    }

    private static X509Certificate certificate(Path store) throws Exception {
        KeyStore keys = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(store)) {
            keys.load(in, PASSWORD);
        }
        return (X509Certificate) keys.getCertificate("default");
    }
}
