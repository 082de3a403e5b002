package io.ragguard.console.warmup;

import jakarta.servlet.http.HttpServletRequest;
import org.junit.jupiter.api.Test;

import java.lang.reflect.Proxy;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class WarmUpPassTest {

    private final WarmUpPass pass = new WarmUpPass();

    @Test
    void admitsAGetFromThisHostWithThePass() {
        assertThat(pass.admits(request("GET", "127.0.0.1", "127.0.0.1", pass.value().orElseThrow()))).isTrue();
        assertThat(pass.value().orElseThrow()).hasSize(43);
    }

    @Test
    void refusesAnyOtherPassOrNone() {
        String value = pass.value().orElseThrow();
        String other = (value.charAt(0) == 'A' ? "B" : "A") + value.substring(1);

        assertThat(pass.admits(request("GET", "127.0.0.1", "127.0.0.1", other))).isFalse();
        assertThat(pass.admits(request("GET", "127.0.0.1", "127.0.0.1", null))).isFalse();
        assertThat(pass.admits(request("GET", "127.0.0.1", "127.0.0.1", ""))).isFalse();
        assertThat(new WarmUpPass().value()).as("each start makes its own").isNotEqualTo(pass.value());
    }

    @Test
    void refusesAnythingButAGetAndARequestFromAnotherHost() {
        String value = pass.value().orElseThrow();

        assertThat(pass.admits(request("POST", "127.0.0.1", "127.0.0.1", value))).isFalse();
        assertThat(pass.admits(request("GET", "10.0.0.7", "127.0.0.1", value))).isFalse();
    }

    @Test
    void isGoodForNothingOnceWithdrawn() {
        String value = pass.value().orElseThrow();
        pass.withdraw();

        assertThat(pass.value()).isEmpty();
        assertThat(pass.admits(request("GET", "127.0.0.1", "127.0.0.1", value))).isFalse();
    }

    private static HttpServletRequest request(String method, String remote, String local, String header) {
        Map<String, Object> answers = new java.util.HashMap<>(Map.of("getMethod", method, "getRemoteAddr", remote,
                "getLocalAddr", local));
        return (HttpServletRequest) Proxy.newProxyInstance(WarmUpPassTest.class.getClassLoader(),
                new Class<?>[] {HttpServletRequest.class}, (proxy, called, args) -> {
                    if (called.getName().equals("getHeader")) {
                        return WarmUpPass.HEADER.equals(args[0]) ? header : null;
                    }
                    if (answers.containsKey(called.getName())) {
                        return answers.get(called.getName());
                    }
                    throw new UnsupportedOperationException(called.getName());
                });
    }
}
