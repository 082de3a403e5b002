package io.ragguard.api;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import static org.assertj.core.api.Assertions.assertThat;

class PathGuardTest {

    @ParameterizedTest
    @ValueSource(strings = {"/api/admin/settings/..", "/api/admin/settings/../x", "/api/./admin", "/api/admin/%2e%2e",
            "/api/admin/a%2Fb", "/api/admin/a%5cb", "/api/admin\\\\x", "/api//admin/settings",
            "/api/admin/guardrails/1;DROP", "/api/x%00y"})
    void refusesPathsThatCouldMeanTwoThings(String path) {
        assertThat(PathGuard.ambiguous(path)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"/api/admin/settings/validator.evidence-overlap.threshold", "/api/chat/rag",
            "/api/knowledge/12", "/api/admin/records/4f1c-..-x", "/api/knowledge/jobs/a.b"})
    void letsPlainPathsThrough(String path) {
        assertThat(PathGuard.ambiguous(path)).isFalse();
    }
}
