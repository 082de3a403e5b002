package io.ragguard.api;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/** The API lives under the chat module's context root, {@code /api}. */
@ApplicationPath("/")
public class RestApplication extends Application {
}
