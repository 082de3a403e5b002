package io.ragguard.api;

import io.ragguard.request.InvalidRequestException;
import jakarta.json.JsonException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.charset.StandardCharsets;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class JsonBodiesTest {

    @ParameterizedTest
    @ValueSource(strings = {"{\"message\": \"x\", \"extra\": [", "{\"message\": \"x\", \"extra\": {\"a\": [1,",
            "{\"message\":", "[[[", "{\"a\": 1} trailing", "{'single': 1}", "\"unterminated"})
    void refusesJsonThatIsNotWellFormedIncludingContainersLeftOpen(String body) {
        assertThatThrownBy(() -> JsonBodies.checkWellFormed(body.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(JsonException.class);
    }

    @ParameterizedTest
    @ValueSource(strings = {"{\"message\": \"x\", \"extra\": [1, {\"b\": null}]}", "[]", "\"text\"", "42"})
    void acceptsWellFormedJson(String body) {
        assertThatCode(() -> JsonBodies.checkWellFormed(body.getBytes(StandardCharsets.UTF_8))).doesNotThrowAnyException();
    }

    @ParameterizedTest
    @ValueSource(ints = {65, 10_000})
    void refusesNestingDeeperThanItsLimit(int depth) {
        byte[] body = ("[".repeat(depth) + "]".repeat(depth)).getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> JsonBodies.checkWellFormed(body)).isInstanceOf(InvalidRequestException.class)
                .hasMessageContaining("64 levels");
    }
}
