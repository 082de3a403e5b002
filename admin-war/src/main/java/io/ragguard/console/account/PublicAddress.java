package io.ragguard.console.account;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import org.eclipse.microprofile.config.Config;

import java.net.URI;

/**
 * Where people reach the console: {@code ragguard.public-url} ({@code RAGGUARD_PUBLIC_URL}, the scheme,
 * host and port a browser uses, e.g. {@code https://guard.example.com}), or this server's own HTTPS port
 * on localhost. Redirects the console builds itself use it, never the {@code Host} a request carries.
 */
@ApplicationScoped
public class PublicAddress {

    @Inject
    Config config;

    /** The absolute address of {@code path} (which starts with a slash) at the public address. */
    public String console(String path) {
        return base() + path;
    }

    String base() {
        String configured = config.getOptionalValue("ragguard.public-url", String.class).map(String::strip)
                .filter(v -> !v.isEmpty()).orElse(null);
        if (configured != null) {
            URI uri = URI.create(configured);
            if (uri.getScheme() != null && uri.getHost() != null) {
                return uri.getScheme() + "://" + uri.getRawAuthority();
            }
        }
        return "https://localhost:" + config.getOptionalValue("https.port", Integer.class).orElse(9443);
    }
}
