package io.ragguard.generation.provider;

import io.ragguard.generation.provider.ProviderException.Kind;
import org.junit.jupiter.api.Test;

import java.net.http.HttpHeaders;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;

class ErrorResponseTest {

    private static final HttpHeaders NONE = headers(Map.of());

    @Test
    void classifiesByStatus() {
        assertThat(ErrorResponse.of("openai", 429, NONE, "", null).kind()).isEqualTo(Kind.RATE_LIMITED);
        assertThat(ErrorResponse.of("openai", 502, NONE, "", null).kind()).isEqualTo(Kind.UNAVAILABLE);
        assertThat(ErrorResponse.of("anthropic", 529, NONE, "", null).kind()).isEqualTo(Kind.UNAVAILABLE);
        assertThat(ErrorResponse.of("openai", 404, NONE, "", null).kind()).isEqualTo(Kind.REJECTED);
    }

    @Test
    void takesAzuresPromptFilterForAContentFilter() {
        ProviderException failure = ErrorResponse.of("openai", 400, NONE, """
                {"error": {"message": "The response was filtered due to the prompt triggering Azure OpenAI's content \
                management policy.", "type": null, "param": "prompt", "code": "content_filter", "status": 400}}""", null);

        assertThat(failure.kind()).isEqualTo(Kind.CONTENT_FILTER);
        assertThat(failure.status()).isEqualTo(400);
    }

    @Test
    void keepsTheWaitAskedForInWhicheverFormItCame() {
        assertThat(ErrorResponse.of("openai", 429, headers(Map.of("retry-after-ms", "1500", "retry-after", "2")), "",
                null).retryAfter()).contains(Duration.ofMillis(1500));
        assertThat(ErrorResponse.of("anthropic", 429, headers(Map.of("retry-after", "7")), "", null).retryAfter())
                .contains(Duration.ofSeconds(7));
        assertThat(ErrorResponse.of("gemini", 429, NONE, """
                {"error": {"code": 429, "message": "Resource has been exhausted", "status": "RESOURCE_EXHAUSTED",
                 "details": [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "28s"}]}}""", null)
                .retryAfter()).contains(Duration.ofSeconds(28));
    }

    @Test
    void saysTheProvidersMessageWithoutAnyKey() {
        ProviderException failure = ErrorResponse.of("openai", 401, NONE, """
                {"error": {"message": "Incorrect API key provided: sk-proj-abc***xyz1. Also sk-secret-42 leaked.",
                 "type": "invalid_request_error", "code": "invalid_api_key"}}""", "sk-secret-42");

        assertThat(failure.getMessage()).startsWith("openai answered 401: Incorrect API key provided: [key].")
                .doesNotContain("sk-").doesNotContain("xyz1");
    }

    @Test
    void saysTheStartOfABodyThatIsNotJson() {
        assertThat(ErrorResponse.of("gemini", 502, NONE, "<html>\n<body>Bad   gateway</body></html>", null)
                .getMessage()).isEqualTo("gemini answered 502: <html> <body>Bad gateway</body></html>");
    }

    private static HttpHeaders headers(Map<String, String> values) {
        return HttpHeaders.of(values.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey,
                e -> List.of(e.getValue()))), (name, value) -> true);
    }
}
