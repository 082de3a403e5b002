package io.ragguard.outbound;

import org.junit.jupiter.api.Test;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.HashMap;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ProviderAddressesTest {

    private final Map<String, String> dns = new HashMap<>(Map.of(
            "api.openai.com", "104.18.6.192",
            "models.corp.example", "10.20.0.7",
            "rebinding.example", "93.184.216.34",
            "localhost", "127.0.0.1"));

    private InetAddress[] resolve(String host) throws UnknownHostException {
        String literal = host.matches("[0-9.]+|.*:.*") ? host : dns.get(host);
        if (literal == null) {
            throw new UnknownHostException(host);
        }
        return new InetAddress[] {InetAddress.getByName(literal)};
    }

    private ProviderAddresses policy(String allow) {
        return ProviderAddresses.of(allow, this::resolve);
    }

    private static URI uri(String text) {
        return URI.create(text);
    }

    @Test
    void aPublicProviderOverHttpsAndALocalModelServerOverHttpAreCalled() {
        ProviderAddresses none = policy("");

        assertThat(none.refusal(uri("https://api.openai.com/v1"), false)).isEmpty();
        assertThat(none.refusal(uri("http://localhost:11434/v1"), false)).isEmpty();
        assertThat(none.refusal(uri("http://127.0.0.1:8000/v1"), false)).isEmpty();
        assertThat(none.refusal(uri("http://[::1]:8000/v1"), false)).isEmpty();
    }

    @Test
    void linkLocalAndMetadataAddressesAreNeverCalledEvenWhenAllowed() {
        ProviderAddresses all = policy("169.254.0.0/16, metadata.google.internal, 100.100.100.200, fe80::/10");

        assertThat(all.refusal(uri("http://169.254.169.254/latest/meta-data"), true)).get().asString()
                .contains("link-local");
        assertThat(all.refusal(uri("https://metadata.google.internal/computeMetadata/v1"), true)).get().asString()
                .contains("metadata");
        assertThat(all.refusal(uri("http://100.100.100.200/v1"), true)).isPresent();
        assertThat(all.refusal(uri("http://[fe80::1]/v1"), true)).isPresent();
        assertThat(all.refusal(uri("http://[fd00:ec2::254]/v1"), true)).isPresent();
        assertThat(all.refusal(uri("http://[::ffff:169.254.169.254]/v1"), true)).isPresent();
        assertThat(all.refusal(uri("http://METADATA.google.internal./v1"), true)).isPresent();
    }

    @Test
    void aPrivateAddressIsCalledOnlyWhenTheOperatorListsItsHostOrRange() {
        assertThat(policy("").refusal(uri("https://models.corp.example/v1"), true)).get().asString()
                .contains("private address").contains(ProviderAddresses.ALLOW);
        assertThat(policy("").refusal(uri("http://192.168.1.20:8000/v1"), true)).isPresent();
        assertThat(policy("").refusal(uri("https://172.20.1.1/v1"), true)).isPresent();
        assertThat(policy("").refusal(uri("https://[fd12:3456::1]/v1"), true)).isPresent();

        assertThat(policy("models.corp.example").refusal(uri("http://models.corp.example/v1"), true)).isEmpty();
        assertThat(policy("10.20.0.0/16").refusal(uri("http://models.corp.example/v1"), true)).isEmpty();
        assertThat(policy("10.21.0.0/16").refusal(uri("https://models.corp.example/v1"), true)).isPresent();
        assertThat(policy("192.168.1.20").refusal(uri("http://192.168.1.20:8000/v1"), true)).isEmpty();
    }

    @Test
    void plainHttpToAPublicHostIsRefused() {
        assertThat(policy("").refusal(uri("http://api.openai.com/v1"), true)).get().asString().contains("https");
        assertThat(policy("").refusal(uri("http://unknown.example/v1"), true)).get().asString().contains("https");
        assertThat(policy("unknown.example").refusal(uri("http://unknown.example/v1"), true)).isEmpty();
    }

    @Test
    void aNameIsJudgedAgainByWhatItResolvesToAtCallTime() {
        ProviderAddresses none = policy("");
        assertThat(none.refusal(uri("https://rebinding.example/v1"), false)).isEmpty();

        dns.put("rebinding.example", "169.254.169.254");

        assertThat(none.refusal(uri("https://rebinding.example/v1"), false)).get().asString()
                .contains("169.254.169.254");
    }

    @Test
    void aNameThatDoesNotResolveMayBeSavedButNotCalled() {
        assertThat(policy("").refusal(uri("https://not-yet.example/v1"), true)).isEmpty();
        assertThat(policy("").refusal(uri("https://not-yet.example/v1"), false)).get().asString()
                .contains("does not resolve");
    }

    @Test
    void noAddressToListenOnIsRefused() {
        assertThat(policy("").refusal(uri("http://0.0.0.0:8000/v1"), true)).isPresent();
        assertThat(policy("").refusal(uri("http://224.0.0.1/v1"), true)).isPresent();
    }
}
