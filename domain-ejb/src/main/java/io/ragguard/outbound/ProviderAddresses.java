package io.ragguard.outbound;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Where the server may send a model call, and with it the provider's key. An admin sets the address
 * ({@code llm.base-url}); the operator decides what it may be:
 * <ul>
 * <li>link-local addresses (169.254.0.0/16, fe80::/10) and the clouds' metadata services are never
 * called, whatever the operator allows: they hand out the machine's own credentials;</li>
 * <li>private addresses (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7) only when
 * {@code RAGGUARD_PROVIDER_ALLOW} lists the host or a range holding the address, for a model server on
 * the company network;</li>
 * <li>plain {@code http} only to loopback or to an allowed host; elsewhere only {@code https}.</li>
 * </ul>
 * A name is judged by every address it resolves to, when the setting is saved and again before every
 * call, so a name that later resolves somewhere else is caught then.
 */
public final class ProviderAddresses {

    /** The operator's list: host names, addresses and CIDR ranges, separated by commas. */
    public static final String ALLOW = "RAGGUARD_PROVIDER_ALLOW";

    private static final Set<String> METADATA_HOSTS = Set.of("metadata", "metadata.google.internal",
            "metadata.goog", "instance-data", "instance-data.ec2.internal", "metadata.azure.internal");
    /** Metadata services outside the link-local range: Alibaba Cloud's, AWS's over IPv6. */
    private static final List<Range> METADATA_ADDRESSES = List.of(Range.parse("100.100.100.200"),
            Range.parse("fd00:ec2::254"));
    private static final List<Range> PRIVATE = List.of(Range.parse("10.0.0.0/8"), Range.parse("172.16.0.0/12"),
            Range.parse("192.168.0.0/16"), Range.parse("100.64.0.0/10"), Range.parse("fc00::/7"));

    /** Resolves a host name to its addresses; the JDK's resolver outside tests. */
    @FunctionalInterface
    public interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    private final Set<String> allowedHosts;
    private final List<Range> allowedRanges;
    private final Resolver resolver;

    ProviderAddresses(String allow, Resolver resolver) {
        Set<String> hosts = new HashSet<>();
        List<Range> ranges = new ArrayList<>();
        for (String entry : allow == null ? new String[0] : allow.split(",")) {
            String item = entry.strip().toLowerCase(Locale.ROOT);
            if (item.isEmpty()) {
                continue;
            }
            Optional<Range> range = Range.tryParse(item);
            if (range.isPresent()) {
                ranges.add(range.get());
            } else {
                hosts.add(item);
            }
        }
        this.allowedHosts = Set.copyOf(hosts);
        this.allowedRanges = List.copyOf(ranges);
        this.resolver = resolver;
    }

    /** The policy the operator set in the environment. */
    public static ProviderAddresses fromEnvironment() {
        return new ProviderAddresses(System.getenv(ALLOW), InetAddress::getAllByName);
    }

    /** A policy of the given list, for tests. */
    public static ProviderAddresses of(String allow, Resolver resolver) {
        return new ProviderAddresses(allow, resolver);
    }

    /**
     * Why a model may not be called at {@code uri}, or empty when it may. A name that does not resolve
     * is judged by its name alone when {@code unresolvedPasses} (a setting may name a host this node
     * cannot resolve yet), and refused otherwise (a call cannot reach it anyway).
     */
    public Optional<String> refusal(URI uri, boolean unresolvedPasses) {
        String host = uri.getHost();
        if (host == null) {
            return Optional.of("the address names no host");
        }
        String name = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        name = name.toLowerCase(Locale.ROOT);
        if (name.endsWith(".")) {
            name = name.substring(0, name.length() - 1);
        }
        if (METADATA_HOSTS.contains(name)) {
            return Optional.of(host + " is a cloud metadata service");
        }
        boolean allowedHost = allowedHosts.contains(name);
        InetAddress[] addresses;
        try {
            addresses = resolver.resolve(name);
        } catch (UnknownHostException e) {
            if (!unresolvedPasses) {
                return Optional.of(host + " does not resolve");
            }
            return plainHttp(uri) && !allowedHost
                    ? Optional.of("plain http goes only to loopback or to a host " + ALLOW + " lists; use https")
                    : Optional.empty();
        }
        boolean allLoopback = addresses.length > 0;
        for (InetAddress address : addresses) {
            String shown = host + (host.equals(address.getHostAddress()) ? "" : " (" + address.getHostAddress() + ")");
            if (address.isLinkLocalAddress() || METADATA_ADDRESSES.stream().anyMatch(r -> r.contains(address))) {
                return Optional.of(shown + " is link-local or a cloud metadata address, never called");
            }
            if (address.isAnyLocalAddress() || address.isMulticastAddress()) {
                return Optional.of(shown + " is no address a provider answers at");
            }
            boolean allowed = allowedHost || allowedRanges.stream().anyMatch(r -> r.contains(address));
            if (!address.isLoopbackAddress() && isPrivate(address) && !allowed) {
                return Optional.of(shown + " is a private address; the operator allows one by listing it in "
                        + ALLOW);
            }
            allLoopback &= address.isLoopbackAddress();
        }
        boolean allowedAddresses = addresses.length > 0 && Arrays.stream(addresses)
                .allMatch(a -> allowedRanges.stream().anyMatch(r -> r.contains(a)));
        if (plainHttp(uri) && !allLoopback && !allowedHost && !allowedAddresses) {
            return Optional.of("plain http goes only to loopback or to a host " + ALLOW + " lists; use https");
        }
        return Optional.empty();
    }

    private static boolean plainHttp(URI uri) {
        return "http".equalsIgnoreCase(uri.getScheme());
    }

    private static boolean isPrivate(InetAddress address) {
        return address.isSiteLocalAddress() || PRIVATE.stream().anyMatch(r -> r.contains(address));
    }

    /** An address range in CIDR form, or a single address. */
    record Range(byte[] network, int prefix) {

        static Range parse(String text) {
            return tryParse(text).orElseThrow(() -> new IllegalArgumentException("not an address range: " + text));
        }

        /** The range, when the text is an address literal with an optional /prefix; never a DNS lookup. */
        static Optional<Range> tryParse(String text) {
            int slash = text.indexOf('/');
            String address = slash < 0 ? text : text.substring(0, slash);
            if (!address.matches("[0-9.]+") && !(address.contains(":") && address.matches("[0-9a-fA-F:.]+"))) {
                return Optional.empty();
            }
            try {
                byte[] bytes = InetAddress.getByName(address).getAddress();
                int prefix = slash < 0 ? bytes.length * 8 : Integer.parseInt(text.substring(slash + 1));
                if (prefix < 0 || prefix > bytes.length * 8) {
                    return Optional.empty();
                }
                return Optional.of(new Range(bytes, prefix));
            } catch (UnknownHostException | NumberFormatException e) {
                return Optional.empty();
            }
        }

        boolean contains(InetAddress address) {
            byte[] bytes = address.getAddress();
            if (bytes.length != network.length) {
                return false;
            }
            int whole = prefix / 8;
            for (int i = 0; i < whole; i++) {
                if (bytes[i] != network[i]) {
                    return false;
                }
            }
            int rest = prefix % 8;
            if (rest == 0) {
                return true;
            }
            int mask = 0xff << (8 - rest) & 0xff;
            return (bytes[whole] & mask) == (network[whole] & mask);
        }
    }
}
