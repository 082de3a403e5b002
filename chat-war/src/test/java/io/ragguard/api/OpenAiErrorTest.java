package io.ragguard.api;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;

class OpenAiErrorTest {

    @ParameterizedTest
    @CsvSource({"400, invalid_request_error", "404, invalid_request_error", "401, authentication_error",
        "403, permission_error", "429, rate_limit_error", "500, server_error", "503, server_error"})
    void theStatusDecidesTheTypeAndRagGuardsCodeAndFieldCarryOver(int status, String type) {
        OpenAiError error = OpenAiError.of(status, ErrorBody.of("invalid_request", "messages is missing", "messages"));

        assertThat(error.error().type()).isEqualTo(type);
        assertThat(error.error().code()).isEqualTo("invalid_request");
        assertThat(error.error().param()).isEqualTo("messages");
        assertThat(error.error().message()).isEqualTo("messages is missing");
    }

    @ParameterizedTest
    @CsvSource({"/v1/chat/completions, true", "/v1/models, true", "/v1, true", "/api/chat/rag, false",
        "/v1x/models, false"})
    void appliesUnderTheDoorOnly(String path, boolean applies) {
        assertThat(OpenAiError.applies(path)).isEqualTo(applies);
    }
}
