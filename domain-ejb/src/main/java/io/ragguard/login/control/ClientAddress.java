package io.ragguard.login.control;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Locale;

/**
 * A client address as the login throttle counts it: one name for what is one client however it is
 * written. Every loopback address is {@code loopback}; an IPv4 address (also written as IPv6,
 * {@code ::ffff:10.0.0.1}) is itself; an IPv6 address is its /64 network, which one client holds whole
 * and may change addresses within. Text that is no address literal is kept as it is (lower case); no
 * name is ever looked up.
 */
final class ClientAddress {

    private ClientAddress() {
    }

    static String of(String address) {
        if (address == null || address.isBlank()) {
            return "";
        }
        String text = address.strip().toLowerCase(Locale.ROOT);
        if (text.startsWith("[") && text.endsWith("]")) {
            text = text.substring(1, text.length() - 1);
        }
        int zone = text.indexOf('%');
        String literal = zone < 0 ? text : text.substring(0, zone);
        if (!literal.matches("[0-9.]+") && !(literal.contains(":") && literal.matches("[0-9a-f:.]+"))) {
            return text;
        }
        InetAddress parsed;
        try {
            parsed = InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            return text;
        }
        if (parsed.isLoopbackAddress()) {
            return "loopback";
        }
        if (parsed instanceof Inet6Address) {
            byte[] bytes = parsed.getAddress();
            StringBuilder network = new StringBuilder();
            for (int i = 0; i < 8; i += 2) {
                network.append(Integer.toHexString((bytes[i] & 0xff) << 8 | bytes[i + 1] & 0xff)).append(':');
            }
            return network.append(":/64").toString();
        }
        return parsed.getHostAddress();
    }
}
