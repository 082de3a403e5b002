package io.ragguard.api;

import jakarta.ws.rs.ApplicationPath;
import jakarta.ws.rs.core.Application;

/**
 * The chat module is deployed at the server's root: RAG Guard's own API lives under {@code /api}, the
 * OpenAI-compatible door under {@code /v1} (each resource names its prefix), and Liberty's own endpoints
 * ({@code /health}, {@code /metrics}, {@code /openapi}) and the console ({@code /console}) keep theirs.
 */
@ApplicationPath("/")
public class RestApplication extends Application {
}
