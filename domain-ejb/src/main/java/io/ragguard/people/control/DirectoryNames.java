package io.ragguard.people.control;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The display names of the directory's users, as a page that lists many names asks for them: each name is
 * looked up in the directory at most once every {@link #KEPT} (that it has none too, and that the directory
 * failed), so that a list of reviewers is not a search per row, nor a wait per row while the directory is
 * down. A login gives its user's display name at once. At most {@link #MAX_ENTRIES}, the least recently
 * used forgotten first.
 */
@ApplicationScoped
public class DirectoryNames {

    static final Duration KEPT = Duration.ofMinutes(5);
    static final int MAX_ENTRIES = 10_000;

    @Inject
    LdapDirectory directory;

    Clock clock = Clock.systemUTC();

    private record Known(Optional<String> displayName, Instant until) {
    }

    private final Map<String, Known> known = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Known> eldest) {
            return size() > MAX_ENTRIES;
        }
    };

    public DirectoryNames() {
    }

    /** For code that runs without a container (tests, tools). */
    public DirectoryNames(LdapDirectory directory) {
        this.directory = directory;
    }

    /** The display name of the directory's user of this name (its name in lower case); empty when none. */
    public Optional<String> displayName(String name) {
        Instant now = clock.instant();
        synchronized (known) {
            Known entry = known.get(name);
            if (entry != null && now.isBefore(entry.until())) {
                return entry.displayName();
            }
        }
        Optional<String> looked = directory.displayName(name);
        remember(name, looked, now);
        return looked;
    }

    /** Remembers the display name a login of the directory's user read. */
    public void seen(String name, String displayName) {
        remember(name, Optional.of(displayName), clock.instant());
    }

    private void remember(String name, Optional<String> displayName, Instant now) {
        synchronized (known) {
            known.put(name, new Known(displayName, now.plus(KEPT)));
        }
    }
}
