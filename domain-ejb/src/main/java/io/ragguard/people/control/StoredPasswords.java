package io.ragguard.people.control;

import io.ragguard.people.entity.UserAccount;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;

/**
 * The passwords of the users stored in the database: hashed ({@link PasswordHash}) to be stored, and checked
 * against the stored hash, or against what this node verified within five minutes ({@link VerifiedPasswords}).
 * A hash of fewer iterations than now is stored anew once its password is known.
 */
@ApplicationScoped
public class StoredPasswords {

    @Inject
    PasswordHash hashes;

    @Inject
    VerifiedPasswords verified;

    public StoredPasswords() {
    }

    /** For code that runs without a container (tests, tools). */
    public StoredPasswords(PasswordHash hashes, VerifiedPasswords verified) {
        this.hashes = hashes;
        this.verified = verified;
    }

    /** The hash to store for a new password. */
    public String hash(String password) {
        return hashes.hash(password);
    }

    /** Whether the password is the user's; false for a user without one, after as long as a check takes. */
    public boolean check(UserAccount account, String password) {
        String stored = account.getPasswordHash();
        if (stored == null) {
            hashes.spend(password);
            return false;
        }
        if (verified.verified(account.getName(), password, stored)) {
            return true;
        }
        if (!hashes.verify(password, stored)) {
            return false;
        }
        if (hashes.needsRehash(stored)) {
            account.rehash(hashes.hash(password));
        }
        verified.remember(account.getName(), password, account.getPasswordHash());
        return true;
    }

    /** Takes as long as a check, for a name nobody has, so that the time taken tells nothing. */
    public void spend(String password) {
        hashes.spend(password);
    }

    /** Forgets what was verified of the user: called whenever the user changes. */
    public void forget(String name) {
        verified.forget(name);
    }
}
