package io.ragguard.people.control;

import org.junit.jupiter.api.Test;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

class DirectoryNamesTest {

    private Instant now = Instant.parse("2026-01-01T10:00:00Z");
    private final List<String> lookups = new ArrayList<>();
    private final LdapDirectory directory = new LdapDirectory(LdapSettings.read(n -> Optional.empty())) {
        @Override
        public Optional<String> displayName(String name) {
            lookups.add(name);
            return "alice".equals(name) ? Optional.of("Alice Liddell") : Optional.empty();
        }
    };
    private final DirectoryNames names = new DirectoryNames(directory);

    DirectoryNamesTest() {
        names.clock = new Clock() {
            @Override
            public ZoneId getZone() {
                return ZoneOffset.UTC;
            }

            @Override
            public Clock withZone(ZoneId zone) {
                return this;
            }

            @Override
            public Instant instant() {
                return now;
            }
        };
    }

    @Test
    void asksTheDirectoryAboutANameAtMostEveryFiveMinutesWhetherItKnowsItOrNot() {
        for (int i = 0; i < 3; i++) {
            assertThat(names.displayName("alice")).contains("Alice Liddell");
            assertThat(names.displayName("nobody")).isEmpty();
        }
        assertThat(lookups).containsExactly("alice", "nobody");

        now = now.plus(Duration.ofMinutes(5));
        names.displayName("alice");
        assertThat(lookups).containsExactly("alice", "nobody", "alice");
    }

    @Test
    void aLoginGivesTheDisplayNameWithoutALookup() {
        names.seen("bob", "Bob Marley");

        assertThat(names.displayName("bob")).contains("Bob Marley");
        assertThat(lookups).isEmpty();
    }
}
