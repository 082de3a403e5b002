package io.ragguard.people.control;

import org.junit.jupiter.api.Test;

import java.util.Base64;

import static org.assertj.core.api.Assertions.assertThat;

class PasswordHashTest {

    private final PasswordHash passwords = new PasswordHash();

    @Test
    void storesPbkdf2WithItsIterationsSaltAndHash() {
        String stored = passwords.hash("correct horse battery");

        String[] parts = stored.split(":");
        assertThat(parts).hasSize(4);
        assertThat(parts[0]).isEqualTo("pbkdf2-sha512");
        assertThat(parts[1]).isEqualTo("210000");
        assertThat(Base64.getDecoder().decode(parts[2])).hasSize(16);
        assertThat(Base64.getDecoder().decode(parts[3])).hasSize(64);
        assertThat(stored).doesNotContain("correct horse battery").hasSizeLessThanOrEqualTo(300);
    }

    @Test
    void verifiesThePasswordItWasMadeOfAndNoOther() {
        String stored = passwords.hash("correct horse battery");

        assertThat(passwords.verify("correct horse battery", stored)).isTrue();
        assertThat(passwords.verify("correct horse batterY", stored)).isFalse();
        assertThat(passwords.verify("", stored)).isFalse();
        assertThat(passwords.verify(null, stored)).isFalse();
    }

    @Test
    void saltsEachHashAnew() {
        assertThat(passwords.hash("same password")).isNotEqualTo(passwords.hash("same password"));
    }

    @Test
    void readsTheIterationsFromTheStoredTextAndAsksForARehashBelowTheCurrentNumber() {
        PasswordHash older = new PasswordHash();
        older.iterations = 1_000;
        String weak = older.hash("correct horse battery");

        assertThat(weak).startsWith("pbkdf2-sha512:1000:");
        assertThat(passwords.verify("correct horse battery", weak)).isTrue();
        assertThat(passwords.needsRehash(weak)).isTrue();
        assertThat(passwords.needsRehash(passwords.hash("correct horse battery"))).isFalse();
    }

    @Test
    void refusesWhatIsNoHashOfItsOwn() {
        String stored = passwords.hash("correct horse battery");
        String[] parts = stored.split(":");

        for (String notAHash : new String[] {null, "", "correct horse battery", "bcrypt:10:x:y",
            "pbkdf2-sha512:210000:" + parts[2], "pbkdf2-sha512:0:" + parts[2] + ":" + parts[3],
            "pbkdf2-sha512:99999999:" + parts[2] + ":" + parts[3], "pbkdf2-sha512:x:" + parts[2] + ":" + parts[3],
            "pbkdf2-sha512:210000:!!:" + parts[3], "pbkdf2-sha512:210000:" + parts[2] + ":"}) {
            assertThat(passwords.verify("correct horse battery", notAHash)).as(notAHash).isFalse();
            assertThat(passwords.needsRehash(notAHash)).as(notAHash).isTrue();
        }
    }

    @Test
    void spendsTimeOnAnyPasswordWithoutFailing() {
        passwords.iterations = 1_000;

        passwords.spend("whatever");
        passwords.spend("");
        passwords.spend(null);

        assertThat(passwords.verify("whatever", passwords.hash("whatever"))).isTrue();
    }
}
