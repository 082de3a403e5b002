package io.ragguard.console.warmup;

import javax.net.ssl.SSLContext;
import javax.net.ssl.SSLEngine;
import javax.net.ssl.X509ExtendedTrustManager;
import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateException;
import java.security.cert.X509Certificate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Trusts exactly the certificates of this server's own key store, and nothing else: the warm-up talks to its
 * own HTTPS port at a loopback address, which the certificate (issued for the public name, or the demo's
 * self-signed one) does not name, so the certificate itself is what is checked, not a name or an issuer.
 */
final class OwnCertificate extends X509ExtendedTrustManager {

    private final List<X509Certificate> own;

    OwnCertificate(List<X509Certificate> own) {
        this.own = List.copyOf(own);
    }

    /** The certificates of the key store at {@code location}: each key's own, and each trusted one. */
    static OwnCertificate of(Path location, char[] password) throws IOException, GeneralSecurityException {
        KeyStore store = KeyStore.getInstance("PKCS12");
        try (InputStream in = Files.newInputStream(location)) {
            store.load(in, password);
        }
        List<X509Certificate> certificates = new ArrayList<>();
        for (String alias : Collections.list(store.aliases())) {
            Certificate[] chain = store.getCertificateChain(alias);
            Certificate certificate = chain != null && chain.length > 0 ? chain[0] : store.getCertificate(alias);
            if (certificate instanceof X509Certificate x509) {
                certificates.add(x509);
            }
        }
        if (certificates.isEmpty()) {
            throw new CertificateException("no certificate in " + location);
        }
        return new OwnCertificate(certificates);
    }

    /** A TLS context that trusts only these certificates. */
    SSLContext context() throws GeneralSecurityException {
        SSLContext context = SSLContext.getInstance("TLS");
        context.init(null, new X509ExtendedTrustManager[] {this}, null);
        return context;
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        if (chain == null || chain.length == 0 || !own.contains(chain[0])) {
            throw new CertificateException("not this server's own certificate");
        }
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        checkServerTrusted(chain, authType);
    }

    @Override
    public void checkServerTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        checkServerTrusted(chain, authType);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType) throws CertificateException {
        throw new CertificateException("the warm-up is a client only");
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, Socket socket)
            throws CertificateException {
        checkClientTrusted(chain, authType);
    }

    @Override
    public void checkClientTrusted(X509Certificate[] chain, String authType, SSLEngine engine)
            throws CertificateException {
        checkClientTrusted(chain, authType);
    }

    @Override
    public X509Certificate[] getAcceptedIssuers() {
        return own.toArray(X509Certificate[]::new);
    }
}
